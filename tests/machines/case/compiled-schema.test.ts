import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { CaseRecordSchema, parseCaseRecord } from '../../../machines/case';
import { compileIs, compileSchema, REFUSED } from '../../../machines/case/compiled-schema';
import { answersSchema, isValidName } from '../../../machines/survey';
import { completeAnswers } from '../survey/survey.fixtures';

type Run = (...args: never[]) => unknown;

/**
 * Watches Valibot's own run on every part of `schema` (the run `v.safeParse` makes), so a test
 * sees whether the compiled reader handed a part to Valibot. Spies, not a mocked module: the
 * machine tests share their modules between files.
 */
function watchValibot(schema: unknown) {
  const spies: { mock: { calls: unknown[] }; mockClear: () => void }[] = [];
  const seen = new Set<object>();
  const visit = (part: unknown): void => {
    if (typeof part !== 'object' || part === null || seen.has(part)) return;
    seen.add(part);
    if (typeof (part as { '~run'?: unknown })['~run'] === 'function') {
      spies.push(vi.spyOn(part as { '~run': Run }, '~run'));
    }
    for (const value of Object.values(part)) {
      if (Array.isArray(value)) value.forEach(visit);
      else visit(value);
    }
  };
  visit(schema);
  return {
    clear: () => spies.forEach((spy) => spy.mockClear()),
    consulted: () => spies.some((spy) => spy.mock.calls.length > 0),
  };
}

/**
 * The compiled reader must answer what Valibot answers. Each expectation is written out by
 * hand (Valibot's documented rules, the spec's rules for a case); Valibot is asked too, as
 * the reference, so a case that holds for one and not the other fails either way. `byValibot`:
 * whether the schema holds a part the reader hands to Valibot (any other part it runs itself).
 */
function expectRead(
  schema: v.GenericSchema,
  input: unknown,
  expected: unknown,
  { byValibot = false } = {},
) {
  const read = compileSchema(schema);
  const valibotRun = watchValibot(schema);
  valibotRun.clear();
  const compiled = read(input);
  expect(valibotRun.consulted()).toBe(byValibot);
  const valibot = v.safeParse(schema, input);
  if (expected === REFUSED) {
    expect(compiled).toBe(REFUSED);
    expect(valibot.success).toBe(false);
    return;
  }
  expect(valibot.success).toBe(true);
  expect(compiled).toStrictEqual(expected);
  expect(compiled).toStrictEqual(valibot.output);
  if (typeof expected === 'object' && expected !== null) {
    // The same keys in the same order: the schema's, unknown ones left out.
    expect(Object.keys(compiled as object)).toEqual(Object.keys(expected));
  }
}

describe('a compiled schema reads what Valibot reads', () => {
  it('types: a string, a number that is a number, anything', () => {
    expectRead(v.string(), 'text', 'text');
    expectRead(v.string(), 4, REFUSED);
    expectRead(v.number(), 4.5, 4.5);
    expectRead(v.number(), Number.NaN, REFUSED);
    expectRead(v.number(), '4', REFUSED);
    expectRead(v.unknown(), null, null);
  });

  it('a picklist, a literal (NaN is NaN, -0 is 0) and a check of its own', () => {
    expectRead(v.picklist(['a', 'b']), 'b', 'b');
    expectRead(v.picklist(['a', 'b']), 'c', REFUSED);
    expectRead(v.literal('v1'), 'v1', 'v1');
    expectRead(v.literal('v1'), 'v2', REFUSED);
    expectRead(v.literal(Number.NaN), Number.NaN, Number.NaN);
    expectRead(v.literal(0), -0, -0);
    expectRead(
      v.custom<string>((value) => value === 'yes'),
      'yes',
      'yes',
    );
    expectRead(
      v.custom<string>((value) => value === 'yes'),
      'no',
      REFUSED,
    );
  });

  it('a pipe runs its checks in order, at their bounds', () => {
    const between = v.pipe(v.string(), v.minLength(2), v.maxLength(3));
    expectRead(between, 'ab', 'ab');
    expectRead(between, 'abc', 'abc');
    expectRead(between, 'a', REFUSED);
    expectRead(between, 'abcd', REFUSED);
    expectRead(between, 12, REFUSED);
    const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
    expectRead(id, 1, 1);
    expectRead(id, 0, REFUSED);
    expectRead(id, 1.5, REFUSED);
    expectRead(id, 2 ** 53, REFUSED);
    expectRead(id, Number.POSITIVE_INFINITY, REFUSED);
    const date = v.pipe(v.string(), v.regex(/^\d{4}$/));
    expectRead(date, '2026', '2026');
    expectRead(date, '20260', REFUSED);
    const even = v.pipe(
      v.number(),
      v.check((value) => value % 2 === 0),
    );
    expectRead(even, 4, 4);
    expectRead(even, 3, REFUSED);
    const instant = v.pipe(v.string(), v.isoTimestamp());
    expectRead(instant, '2026-11-29T08:15:00.000Z', '2026-11-29T08:15:00.000Z');
    expectRead(instant, '2026-11-29', REFUSED);
  });

  it('a pipe hands each step the value the last one made; its metadata changes nothing', () => {
    const shout = v.pipe(
      v.string(),
      v.title('A shout'),
      v.trim(),
      v.minLength(1),
      v.transform((text) => text.toUpperCase()),
    );
    expectRead(shout, '  hey ', 'HEY');
    expectRead(shout, '   ', REFUSED);
    // A schema inside a pipe reads the value so far.
    expectRead(v.pipe(v.unknown(), v.string()), 'a', 'a');
    expectRead(v.pipe(v.unknown(), v.string()), 1, REFUSED);
  });

  it('an object keeps its known keys in its own order and leaves the rest out', () => {
    const schema = v.object({ a: v.number(), b: v.optional(v.string()) });
    expectRead(schema, { x: 1, b: 'two', a: 1 }, { a: 1, b: 'two' });
    expectRead(schema, { undefined: 'none', a: 1 }, { a: 1 });
    expectRead(schema, { a: 1 }, { a: 1 });
    // A key set to undefined is there (Valibot asks `in`): optional, it stays, undefined.
    expectRead(schema, { a: 1, b: undefined }, { a: 1, b: undefined });
    expectRead(schema, { a: undefined }, REFUSED);
    expectRead(schema, { b: 'two' }, REFUSED);
    expectRead(schema, { a: 1, b: 2 }, REFUSED);
    expectRead(schema, null, REFUSED);
    expectRead(schema, 'a', REFUSED);
    // An object without a prototype is an object too.
    expectRead(schema, Object.assign(Object.create(null) as object, { a: 2 }), { a: 2 });
    // A key may be missing for an optional, exactly optional or nullish schema only.
    const missing = v.object({ a: v.exactOptional(v.string()), b: v.nullish(v.string()) });
    expectRead(missing, {}, {});
    expectRead(missing, { b: null }, { b: null }, { byValibot: true });
    expectRead(v.object({ a: v.nullable(v.string()) }), {}, REFUSED);
  });

  it('hands what it does not know to Valibot, which then answers as itself', () => {
    // Defaults and fallbacks fill in missing keys.
    const valibot = { byValibot: true };
    expectRead(v.object({ a: v.optional(v.string(), 'none') }), {}, { a: 'none' }, valibot);
    expectRead(v.object({ a: v.fallback(v.string(), 'bad') }), { a: 1 }, { a: 'bad' }, valibot);
    expectRead(v.optional(v.string(), 'none'), undefined, 'none', valibot);
    // A default beside a key it knows: the whole object goes to Valibot.
    expectRead(
      v.object({ a: v.string(), b: v.optional(v.number(), 0) }),
      { a: 'x' },
      { a: 'x', b: 0 },
      valibot,
    );
    // Other schemas and actions, some of them carrying options or a bound like those it knows.
    expectRead(v.union([v.string(), v.number()]), 4, 4, valibot);
    expectRead(v.union([v.string(), v.number()]), null, REFUSED, valibot);
    expectRead(v.pipe(v.number(), v.maxValue(3)), 3, 3, valibot);
    expectRead(v.pipe(v.number(), v.maxValue(3)), 4, REFUSED, valibot);
    expectRead(v.strictObject({ a: v.string() }), { a: 'x' }, { a: 'x' }, valibot);
    expectRead(v.strictObject({ a: v.string() }), { a: 'x', b: 1 }, REFUSED, valibot);
    expectRead(v.array(v.number()), [1, 2], [1, 2], valibot);
    expectRead(v.pipe(v.string(), v.email()), 'a@b.example', 'a@b.example', valibot);
    expectRead(v.pipe(v.string(), v.email()), 'a-b.example', REFUSED, valibot);
    const doubled = v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset }) => Number(dataset.value) * 2),
    );
    expectRead(v.object({ n: doubled }), { n: '2' }, { n: 4 }, valibot);
    // Only the part it does not know: a key without it is read without Valibot.
    expectRead(v.object({ n: v.optional(doubled) }), {}, {});
  });

  it('compileIs says whether a value passes', () => {
    const is = compileIs(v.pipe(v.string(), v.minLength(1)));
    expect(is('a')).toBe(true);
    expect(is('')).toBe(false);
    expect(is(undefined)).toBe(false);
  });
});

describe('a stored case, read by the compiled schema (SPEC §3)', () => {
  const sample = { id: 11, name: 'Ada Lovelace', status: 'Open', dateSubmitted: '2026-11-21' };
  const partner = {
    slug: 'acme',
    product: {
      sku: 'AR-2',
      name: 'Acme Ride 2 stationary bike',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    },
    order: '1001',
  };
  const consent = { telehealth: 'v1', privacy: 'v1', acceptedAt: '2026-11-26T14:03:00.000Z' };
  const full = {
    ...sample,
    submittedAt: '2026-11-21T09:30:00.000Z',
    answers: completeAnswers,
    consent,
    openStage: 'waitingForPatient',
    partner,
  };

  it.each([
    ['a sample case', sample, sample],
    ['a case with every field', full, full],
    ['a case whose partner link had no order', { ...sample, partner }, { ...sample, partner }],
    [
      'a case with fields it does not know, which are left out',
      { extra: 1, ...sample, history: [] },
      sample,
    ],
    [
      'a name with spaces around it, kept as stored',
      { ...sample, name: '  Ada Lovelace ' },
      { ...sample, name: '  Ada Lovelace ' },
    ],
    ['every status', { ...sample, status: 'Denied' }, { ...sample, status: 'Denied' }],
    ['the largest safe id', { ...sample, id: 2 ** 53 - 1 }, { ...sample, id: 2 ** 53 - 1 }],
  ])('accepts %s', (_, input, expected) => {
    // The answers are read by the survey's own parser, through Valibot; all else is compiled.
    expectRead(CaseRecordSchema, input, expected, { byValibot: 'answers' in input });
    expect(parseCaseRecord(input)).toStrictEqual(expected);
  });

  it.each([
    ['null', null],
    ['a text', 'case'],
    ['a number', 11],
    ['no id', { name: sample.name, status: sample.status, dateSubmitted: sample.dateSubmitted }],
    ['no name', { id: 11, status: 'Open', dateSubmitted: '2026-11-21' }],
    ['no status', { id: 11, name: 'Ada Lovelace', dateSubmitted: '2026-11-21' }],
    ['no date', { id: 11, name: 'Ada Lovelace', status: 'Open' }],
    ['id 0', { ...sample, id: 0 }],
    ['a fractional id', { ...sample, id: 1.5 }],
    ['an unsafe id', { ...sample, id: 2 ** 53 }],
    ['a text id', { ...sample, id: '11' }],
    ['an empty name', { ...sample, name: '' }],
    ['a name of spaces', { ...sample, name: '   ' }],
    ['a name without a letter', { ...sample, name: '1234' }],
    ['a name of 201 characters', { ...sample, name: 'A'.repeat(201) }],
    ['a name with a control character', { ...sample, name: 'Ada\u0007 Lovelace' }],
    ['a name with half a character', { ...sample, name: 'Ada \ud83d Lovelace' }],
    ['a name that is no text', { ...sample, name: ['Ada Lovelace'] }],
    ['a status in lower case', { ...sample, status: 'open' }],
    ['a date of another form', { ...sample, dateSubmitted: '2026-11-1' }],
    ['an instant that is a date', { ...sample, submittedAt: '2026-11-21' }],
    ['answers that break a rule', { ...sample, answers: { ...completeAnswers, age: '5' } }],
    ['a consent without its instant', { ...sample, consent: { telehealth: 'v1', privacy: 'v1' } }],
    ['a consent of no known form', { ...sample, consent: { ...consent, privacy: '1' } }],
    ['an unknown open stage', { ...sample, openStage: 'waiting' }],
    ['a partner whose slug has capitals', { ...sample, partner: { ...partner, slug: 'Acme' } }],
    [
      'a partner whose product has no name',
      { ...sample, partner: { ...partner, product: { ...partner.product, name: '' } } },
    ],
  ])('refuses %s', (_, input) => {
    const withAnswers = typeof input === 'object' && input !== null && 'answers' in input;
    expectRead(CaseRecordSchema, input, REFUSED, { byValibot: withAnswers });
    expect(parseCaseRecord(input)).toBeNull();
  });
});

describe("a case's name: the survey's name rule, compiled", () => {
  const isCaseName = compileIs(answersSchema.entries.name);

  it.each([
    ['Ada Lovelace', true],
    ['  Ada  ', true],
    ['Zoë Ångström', true],
    // "ë" written as "e" and a combining diaeresis: one letter once normalised.
    ['Zoe\u0308', true],
    ['محمد علي', true],
    ['A'.repeat(200), true],
    // Spaces around the name are not counted.
    [` ${'A'.repeat(200)} `, true],
    ['A'.repeat(201), false],
    ['', false],
    [' \t ', false],
    ['1234', false],
    ['Ada\nLovelace', true],
    ['Ada\u0000', false],
    ['\ud800Ada', false],
    ['Ada 🙂', true],
    [null, false],
    [42, false],
  ])('%j: %s', (name, expected) => {
    expect(isCaseName(name)).toBe(expected);
    expect(isValidName(name)).toBe(expected);
  });
});
