import { describe, expect, it } from 'vitest';
import { RECORD_FORMATS, STATUS_API } from '../../../machines/status';

const token = 'a'.repeat(43);

describe("the patient's own record", () => {
  it('is offered as a PDF and as FHIR JSON, beside the status it belongs to', () => {
    expect(RECORD_FORMATS).toEqual(['pdf', 'json']);
    expect(STATUS_API.record(token, 'pdf')).toBe(`/api/status/${token}/record.pdf`);
    expect(STATUS_API.record(token, 'json')).toBe(`/api/status/${token}/record.json`);
  });
});
