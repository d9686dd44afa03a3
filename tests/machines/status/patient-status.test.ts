import { describe, expect, it } from 'vitest';
import { parsePatientStatus, patientStatusView } from '../../../machines/status';

const base = {
  reference: 7,
  dateSubmitted: '2026-11-24',
  denial: null,
  letter: null,
  exchange: [],
};

describe('what the patient sees', () => {
  it('for an Open case: In review', () => {
    expect(patientStatusView({ ...base, status: 'Open' })).toMatchObject({
      kind: 'inReview',
      label: 'In review',
    });
  });

  it('for a Completed case: Approved, with the letter when issued', () => {
    const letter = { validFrom: '2026-11-24', validUntil: '2027-11-24' };
    expect(patientStatusView({ ...base, status: 'Completed', letter })).toMatchObject({
      kind: 'approved',
      label: 'Approved',
      letter,
    });
    expect(patientStatusView({ ...base, status: 'Completed' })).toMatchObject({ letter: null });
  });

  it('for a Denied case: Not approved, the reason in plain words, the note and what to do', () => {
    const view = patientStatusView({
      ...base,
      status: 'Denied',
      denial: { reason: 'not-eligible-in-state', note: 'Texas is not covered yet.' },
    });
    expect(view).toMatchObject({
      kind: 'notApproved',
      label: 'Not approved',
      note: 'Texas is not covered yet.',
    });
    expect(view.kind === 'notApproved' && view.reason).toMatch(/state/);
    expect(view.kind === 'notApproved' && view.nextStep).toMatch(/new questionnaire/);
  });

  it('for a denial without a recorded reason: still a next step', () => {
    const view = patientStatusView({ ...base, status: 'Denied' });
    expect(view).toMatchObject({ kind: 'notApproved', label: 'Not approved', note: null });
    expect(view.kind === 'notApproved' && view.nextStep.length).toBeGreaterThan(10);
  });
});

describe('the status answer, parsed where it enters', () => {
  it('keeps a well-formed answer', () => {
    const answer = {
      ...base,
      status: 'Denied',
      denial: { reason: 'more-information-needed', note: null },
    };
    expect(parsePatientStatus(answer)).toEqual(answer);
  });

  it('refuses anything else, extra fields included', () => {
    for (const wrong of [
      null,
      { ...base, status: 'Closed' },
      { ...base, status: 'Open', reference: 0 },
      { ...base, status: 'Open', dateSubmitted: '24/11/2026' },
      { ...base, status: 'Open', answers: {} },
      { ...base, status: 'Denied', denial: { reason: 'other', note: null } },
    ]) {
      expect(parsePatientStatus(wrong)).toBeNull();
    }
  });
});

describe('the words of each status (docs/decisions/2026-11-24-patient-status-and-mail.md)', () => {
  it('in review: a licensed provider is reviewing, and the page updates by itself', () => {
    expect(patientStatusView({ ...base, status: 'Open' })).toEqual({
      kind: 'inReview',
      label: 'In review',
      text: 'A licensed provider is reviewing your answers. This page updates by itself.',
    });
  });

  it('approved: the letter is being prepared until it exists, then it is there', () => {
    const preparing = patientStatusView({ ...base, status: 'Completed' });
    expect(preparing.kind === 'approved' && preparing.text).toMatch(
      /^Your Letter of Medical Necessity is being prepared/,
    );
    const letter = { validFrom: '2026-11-24', validUntil: '2027-11-24' };
    const ready = patientStatusView({ ...base, status: 'Completed', letter });
    expect(ready.kind === 'approved' && ready.text).toMatch(/^Your Letter of Medical Necessity/);
    expect(ready.kind === 'approved' && ready.text).not.toMatch(/being prepared/);
  });

  it('a denial without a recorded reason says the request was not approved', () => {
    const view = patientStatusView({ ...base, status: 'Denied' });
    expect(view.kind === 'notApproved' && view.reason).toMatch(/did not approve this request/);
    expect(view.kind === 'notApproved' && view.nextStep).toMatch(/new questionnaire/);
  });

  it('the answer of an approved case carries the letter’s validity', () => {
    const answer = {
      ...base,
      status: 'Completed',
      letter: { validFrom: '2026-11-24', validUntil: '2027-11-24' },
    };
    expect(parsePatientStatus(answer)).toEqual(answer);
    expect(
      parsePatientStatus({ ...answer, letter: { validFrom: '2026-11-24', validUntil: 'soon' } }),
    ).toBeNull();
  });
});
