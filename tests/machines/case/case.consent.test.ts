import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_DOCUMENTS,
  consentRecord,
  consentSummary,
  CURRENT_CONSENT,
  newCase,
  parseCaseRecord,
} from '../../../machines/case';
import { completeAnswers } from '../survey/survey.fixtures';

describe('the consent a case records', () => {
  const at = new Date('2026-11-26T14:03:00.000Z');

  it('is the versions the attestation links to, and the instant', () => {
    expect(consentRecord(CURRENT_CONSENT, at)).toEqual({
      telehealth: 'v1',
      privacy: 'v1',
      acceptedAt: '2026-11-26T14:03:00.000Z',
    });
  });

  it('is kept with a new case and read back from storage; a case without one has none', () => {
    const created = { id: 11, ...newCase(completeAnswers, at, consentRecord(CURRENT_CONSENT, at)) };
    expect(parseCaseRecord(JSON.parse(JSON.stringify(created)))?.consent).toEqual(
      consentRecord(CURRENT_CONSENT, at),
    );
    expect('consent' in newCase(completeAnswers, at)).toBe(false);
    expect(parseCaseRecord({ ...created, consent: { telehealth: 'v1' } })).toBeNull();
  });

  it('is said on the review page as the issue words it, or that none is recorded', () => {
    expect(consentSummary(consentRecord(CURRENT_CONSENT, at), '26 Nov 2026, 14:03')).toBe(
      'Telehealth consent v1 and privacy notice v1 accepted on 26 Nov 2026, 14:03',
    );
    expect(consentSummary(undefined, '')).toMatch(/^No telehealth consent .* is recorded/);
  });

  it.each([
    ['telehealth', 'docs/consent/telehealth.md', '/consent/telehealth'],
    ['privacy', 'docs/consent/privacy.md', '/privacy'],
  ] as const)('%s: its text in docs carries the same version and date', (key, file, path) => {
    const text = readFileSync(file, 'utf8');
    const document = CONSENT_DOCUMENTS[key];
    expect(document.path).toBe(path);
    expect(text).toContain(`Version: ${document.version}`);
    expect(text).toContain(`Date: ${document.date}`);
  });
});
