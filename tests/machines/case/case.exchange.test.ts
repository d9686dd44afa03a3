import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  checkQuestion,
  ExchangeEntrySchema,
  MAX_ANSWER_LENGTH,
  MAX_QUESTION_LENGTH,
  OPEN_STAGE_LABELS,
  OPEN_STAGES,
} from '../../../machines/case';
import * as v from 'valibot';

// The limits and marks.
describe('a question and an answer as typed', () => {
  it('are limited to 1 000 and 2 000 characters', () => {
    expect(MAX_QUESTION_LENGTH).toBe(1000);
    expect(MAX_ANSWER_LENGTH).toBe(2000);
  });

  it('are kept trimmed and in one Unicode form (NFC)', () => {
    expect(checkQuestion('  Does it hurt?\n')).toEqual({ ok: true, text: 'Does it hurt?' });
    expect(checkAnswer('Cafe\u0301 stairs')).toEqual({ ok: true, text: 'Café stairs' });
    expect(checkAnswer('Line one\nline two')).toEqual({ ok: true, text: 'Line one\nline two' });
  });

  it('say what is wrong, naming the field', () => {
    expect(checkQuestion('   ')).toEqual({
      ok: false,
      problem: 'Write the question for the patient',
    });
    expect(checkAnswer('')).toEqual({ ok: false, problem: 'Write your answer' });
    expect(checkQuestion('q'.repeat(1001))).toEqual({
      ok: false,
      problem: 'Keep the question to 1,000 characters or fewer',
    });
    expect(checkAnswer('a'.repeat(2001))).toEqual({
      ok: false,
      problem: 'Keep your answer to 2,000 characters or fewer',
    });
    expect(checkAnswer('a\u0000b')).toEqual({
      ok: false,
      problem: 'There is an invisible control character in your answer: remove it to continue',
    });
    expect(checkQuestion(42)).toMatchObject({ ok: false });
  });

  it('count the limit after trimming', () => {
    expect(checkQuestion(` ${'q'.repeat(1000)} `)).toMatchObject({ ok: true });
    expect(checkAnswer(` ${'a'.repeat(2000)} `)).toMatchObject({ ok: true });
  });
});

describe('the exchange as a case carries it', () => {
  const entry = {
    number: 1,
    question: 'Does it hurt?',
    askedBy: 'ann',
    askedAt: '2026-11-26T10:00:00.000Z',
    answer: null,
    answeredAt: null,
  };

  it('reads a question, answered or not, and refuses one with no number or no asker', () => {
    expect(v.is(ExchangeEntrySchema, entry)).toBe(true);
    expect(
      v.is(ExchangeEntrySchema, {
        ...entry,
        answer: 'No.',
        answeredAt: '2026-11-26T11:00:00.000Z',
      }),
    ).toBe(true);
    expect(v.is(ExchangeEntrySchema, { ...entry, number: 0 })).toBe(false);
    expect(v.is(ExchangeEntrySchema, { ...entry, askedBy: '' })).toBe(false);
    expect(v.is(ExchangeEntrySchema, { ...entry, question: '' })).toBe(false);
    expect(v.is(ExchangeEntrySchema, { ...entry, askedAt: 'yesterday' })).toBe(false);
  });
});

describe('the stages of an Open case', () => {
  it('are the queue, waiting for the patient and answered, marked as the issue words them', () => {
    expect(OPEN_STAGES).toEqual(['inQueue', 'waitingForPatient', 'patientAnswered']);
    expect(OPEN_STAGE_LABELS).toEqual({
      inQueue: null,
      waitingForPatient: 'Waiting for the patient',
      patientAnswered: 'Patient answered',
    });
  });
});
