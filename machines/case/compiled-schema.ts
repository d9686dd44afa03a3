import * as v from 'valibot';

/** What a compiled reader answers for a value its schema refuses. */
export const REFUSED: unique symbol = Symbol('refused');

/** A schema's parse as one function: the output Valibot would give, or REFUSED. */
export type Reader<Output> = (value: unknown) => Output | typeof REFUSED;

/**
 * What this file reads of a Valibot schema or action. Valibot's schemas are plain objects that
 * carry their arguments (`entries`, `pipe`, `options`, `requirement`…) beside their `~run`;
 * each is read only after `reference` says which function made the object.
 */
interface Part {
  kind: string;
  type: string;
  reference: unknown;
  pipe?: readonly Part[];
  entries?: Readonly<Record<string, Part>>;
  wrapped?: Part;
  default?: unknown;
  fallback?: unknown;
  options?: readonly unknown[];
  literal?: unknown;
  check?: (value: unknown) => boolean;
  requirement?: unknown;
  operation?: (value: unknown) => unknown;
}

const K = {
  unknown: 0,
  string: 1,
  number: 2,
  oneOf: 3,
  test: 4,
  regex: 5,
  minLength: 6,
  maxLength: 7,
  minValue: 8,
  safeInteger: 9,
  trim: 10,
  transform: 11,
  optional: 12,
  object: 13,
  pipe: 14,
  valibot: 15,
} as const;
type Kind = (typeof K)[keyof typeof K];

/**
 * One step of a compiled schema. Every step has every field, in one order, so that `run`
 * (one function, which the engine optimises once) reads a single shape of object.
 */
interface Op {
  kind: Kind;
  /** A check or a transform written as code. */
  fn: (value: unknown) => unknown;
  regex: RegExp;
  /** A length or a minimum. */
  bound: number;
  /** A picklist's options, or a literal alone. */
  options: readonly unknown[];
  /** What a pipe runs in turn, what an object reads for each key, what an optional wraps. */
  parts: readonly Op[];
  keys: readonly string[];
  required: readonly boolean[];
  /** A part left to Valibot. */
  schema: v.GenericSchema;
}

/** What a step that has no use for a field holds there. */
const UNUSED = { fn: (value: unknown) => value, regex: /(?:)/, schema: v.unknown(), list: [] };

function op(kind: Kind, fields: Partial<Omit<Op, 'kind'>> = {}): Op {
  return {
    kind,
    fn: fields.fn ?? UNUSED.fn,
    regex: fields.regex ?? UNUSED.regex,
    bound: fields.bound ?? 0,
    options: fields.options ?? UNUSED.list,
    parts: fields.parts ?? UNUSED.list,
    keys: fields.keys ?? UNUSED.list,
    required: fields.required ?? UNUSED.list,
    schema: fields.schema ?? UNUSED.schema,
  };
}

/** Runs one step on a value, each exactly as Valibot runs it (valibot/dist). */
function run(step: Op, value: unknown): unknown {
  switch (step.kind) {
    case K.unknown:
      return value;
    case K.string:
      return typeof value === 'string' ? value : REFUSED;
    case K.number:
      return typeof value === 'number' && !Number.isNaN(value) ? value : REFUSED;
    case K.oneOf:
      // SameValueZero, as Valibot compares: NaN is NaN, 0 is -0.
      return step.options.includes(value) ? value : REFUSED;
    case K.test:
      return step.fn(value) ? value : REFUSED;
    case K.regex:
      return step.regex.test(value as string) ? value : REFUSED;
    case K.minLength:
      return (value as string).length < step.bound ? REFUSED : value;
    case K.maxLength:
      return (value as string).length > step.bound ? REFUSED : value;
    case K.minValue:
      return (value as number) >= step.bound ? value : REFUSED;
    case K.safeInteger:
      return Number.isSafeInteger(value) ? value : REFUSED;
    case K.trim:
      return (value as string).trim();
    case K.transform:
      return step.fn(value);
    case K.optional:
      return value === undefined ? value : runAll(step.parts, value);
    case K.pipe:
      return runAll(step.parts, value);
    case K.object:
      return readObject(step, value);
    default: {
      const result = v.safeParse(step.schema, value);
      return result.success ? result.output : REFUSED;
    }
  }
}

/** A pipe: each step on what the last one made; the first refusal ends it. */
function runAll(steps: readonly Op[], value: unknown): unknown {
  let current = value;
  for (let i = 0; i < steps.length; i += 1) {
    current = run(steps[i] as Op, current);
    if (current === REFUSED) return REFUSED;
  }
  return current;
}

/** Valibot's object: only the known keys, in the schema's order; unknown keys left out. */
function readObject(step: Op, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return REFUSED;
  const input = value as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  const { keys, parts, required } = step;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    // `in`, as Valibot asks: a key set to undefined is there.
    if (key in input) {
      const field = run(parts[i] as Op, input[key]);
      if (field === REFUSED) return REFUSED;
      output[key] = field;
    } else if (required[i]) {
      return REFUSED;
    }
  }
  return output;
}

/** The actions of a pipe this file knows. */
function actionOp(action: Part): Op | null {
  const { reference, requirement } = action;
  if (reference === v.check && typeof requirement === 'function') {
    return op(K.test, { fn: requirement as (value: unknown) => unknown });
  }
  if ((reference === v.regex || reference === v.isoTimestamp) && requirement instanceof RegExp) {
    return op(K.regex, { regex: requirement });
  }
  if (typeof requirement === 'number') {
    if (reference === v.minLength) return op(K.minLength, { bound: requirement });
    if (reference === v.maxLength) return op(K.maxLength, { bound: requirement });
    if (reference === v.minValue) return op(K.minValue, { bound: requirement });
  }
  if (reference === v.safeInteger) return op(K.safeInteger);
  if (reference === v.trim) return op(K.trim);
  if (reference === v.transform && action.operation)
    return op(K.transform, { fn: action.operation });
  return null;
}

/** The kinds of schema Valibot's object lets a key be missing for. */
const MAY_BE_MISSING = new Set(['optional', 'exact_optional', 'nullish']);

/** A schema's own check (its pipe aside), for the kinds of schema this file knows. */
function schemaOp(schema: Part): Op | null {
  const { reference, options, check, wrapped, entries } = schema;
  if (reference === v.unknown) return op(K.unknown);
  if (reference === v.string) return op(K.string);
  if (reference === v.number) return op(K.number);
  if (reference === v.picklist && options) return op(K.oneOf, { options });
  if (reference === v.literal) return op(K.oneOf, { options: [schema.literal] });
  if (reference === v.custom && check) return op(K.test, { fn: check });
  if (reference === v.optional && wrapped && schema.default === undefined) {
    return op(K.optional, { parts: [opOf(wrapped)] });
  }
  if (reference !== v.object || !entries) return null;
  const fields = Object.entries(entries);
  // A default or a fallback fills in a missing key: left to Valibot.
  if (fields.some(([, field]) => field.default !== undefined || field.fallback !== undefined)) {
    return null;
  }
  return op(K.object, {
    keys: fields.map(([key]) => key),
    parts: fields.map(([, field]) => opOf(field)),
    required: fields.map(([, field]) => !MAY_BE_MISSING.has(field.type)),
  });
}

/** A pipe's steps; null when one of its actions is not one this file knows. */
function pipeOp(items: readonly Part[]): Op | null {
  const parts: Op[] = [];
  for (const item of items) {
    if (item.kind === 'metadata') continue;
    // A schema inside a pipe runs on the value so far, as it would alone.
    const part = item.kind === 'schema' ? opOf(item) : actionOp(item);
    if (!part) return null;
    parts.push(part);
  }
  return op(K.pipe, { parts });
}

/** A part this file does not know is run by Valibot itself, so every schema compiles. */
function opOf(schema: Part): Op {
  const compiled = schema.pipe ? pipeOp(schema.pipe) : schemaOp(schema);
  return compiled ?? op(K.valibot, { schema: schema as unknown as v.GenericSchema });
}

/**
 * A Valibot schema made into one plain function that answers what `v.safeParse` answers (the
 * output, or REFUSED), without the datasets and issues Valibot builds on the way: 10 000
 * stored cases are read in about 60 % of Valibot's time (Chromium). The schema stays the one
 * definition of the shape; what this file does not know how to run (a transform of its own, a
 * default, a kind of schema or check it does not list) it hands to Valibot, part by part. No messages: a caller that needs
 * them asks Valibot.
 */
export function compileSchema<Schema extends v.GenericSchema>(
  schema: Schema,
): Reader<v.InferOutput<Schema>> {
  const compiled = opOf(schema as unknown as Part);
  return (value) => run(compiled, value) as v.InferOutput<Schema> | typeof REFUSED;
}

/** `v.is(schema, value)`, compiled once. */
export function compileIs(schema: v.GenericSchema): (value: unknown) => boolean {
  const compiled = opOf(schema as unknown as Part);
  return (value) => run(compiled, value) !== REFUSED;
}
