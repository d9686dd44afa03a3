import { describe, expect, it } from 'vitest';
import { readConfig, recordRetentionYears } from '../../server/config';

describe('the operations settings', () => {
  it('LOG_LEVEL: info unless set to one of pino’s levels', () => {
    expect(readConfig({}).logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(readConfig({ LOG_LEVEL: ' debug ' }).logLevel).toBe('debug');
    expect(() => readConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, not "verbose".',
    );
  });

  it('RECORD_RETENTION_YEARS: 10 unless set, at least 1, checked when the server starts', () => {
    expect(recordRetentionYears({})).toBe(10);
    expect(readConfig({ RECORD_RETENTION_YEARS: '30' }).recordRetentionYears).toBe(30);
    expect(() => readConfig({ RECORD_RETENTION_YEARS: '0' })).toThrow(
      'RECORD_RETENTION_YEARS must be at least 1.',
    );
    expect(() => readConfig({ RECORD_RETENTION_YEARS: 'ten' })).toThrow(
      'RECORD_RETENTION_YEARS must be a whole number, not "ten".',
    );
  });
});
