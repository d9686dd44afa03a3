import * as v from 'valibot';

/** What a compiled reader answers for a value its schema refuses. */
export const REFUSED: unique symbol = Symbol('refused');

/** A schema's parse as one function: the output Valibot would give, or REFUSED. */
export type Reader<Output> = (value: unknown) => Output | typeof REFUSED;

type Step = (value: unknown) => unknown;

/**
 * What this file reads of a Valibot schema or action. Valibot's schemas are plain objects that
 * carry their arguments (`entries`, `pipe`, `options`, `requirement`…) beside their `~run`;
 * each is read only after `reference` says which function made the object.
 */
interface Part {
  kind: string;
  type: string;
  reference: unknown;
  async: boolean;
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

/** The checks of a pipe this file knows, each exactly as Valibot runs it (valibot/dist). */
function actionStep(action: Part): Step | null {
  const { reference, requirement: wanted } = action;
  if (reference === v.check && typeof wanted === 'function') {
    return (value) => (wanted(value) ? value : REFUSED);
  }
  if ((reference === v.regex || reference === v.isoTimestamp) && wanted instanceof RegExp) {
    return (value) => (wanted.test(value as string) ? value : REFUSED);
  }
  if (reference === v.minLength && typeof wanted === 'number') {
    return (value) => ((value as string).length < wanted ? REFUSED : value);
  }
  if (reference === v.maxLength && typeof wanted === 'number') {
    return (value) => ((value as string).length > wanted ? REFUSED : value);
  }
  if (reference === v.minValue && typeof wanted === 'number') {
    return (value) => ((value as number) >= wanted ? value : REFUSED);
  }
  if (reference === v.safeInteger) {
    return (value) => (Number.isSafeInteger(value) ? value : REFUSED);
  }
  if (reference === v.trim) return (value) => (value as string).trim();
  const { operation } = action;
  if (reference === v.transform && operation) return operation;
  return null;
}

/** A schema's own check (its pipe aside), for the kinds of schema this file knows. */
function schemaStep(schema: Part): Step | null {
  const { reference } = schema;
  if (reference === v.unknown) return (value) => value;
  if (reference === v.string) {
    return (value) => (typeof value === 'string' ? value : REFUSED);
  }
  if (reference === v.number) {
    return (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : REFUSED);
  }
  const { options, check } = schema;
  if (reference === v.picklist && options) {
    return (value) => (options.includes(value) ? value : REFUSED);
  }
  if (reference === v.literal) {
    const { literal } = schema;
    // Valibot compares by SameValueZero: NaN is NaN, 0 is -0.
    return (value) => ([literal].includes(value) ? value : REFUSED);
  }
  if (reference === v.custom && check) return (value) => (check(value) ? value : REFUSED);
  if (reference === v.optional && schema.wrapped && schema.default === undefined) {
    const wrapped = stepOf(schema.wrapped);
    return (value) => (value === undefined ? value : wrapped(value));
  }
  if (reference === v.object && schema.entries) return objectStep(schema.entries);
  return null;
}

/** The kinds of schema Valibot's object lets a key be missing for. */
const MAY_BE_MISSING = new Set(['optional', 'exact_optional', 'nullish']);

/** Valibot's object: only the known keys, in the schema's order; unknown keys left out. */
function objectStep(entries: Readonly<Record<string, Part>>): Step | null {
  const schemas = Object.entries(entries);
  // A default or a fallback fills in a missing key: left to Valibot.
  if (schemas.some(([, schema]) => schema.default !== undefined || schema.fallback !== undefined)) {
    return null;
  }
  const keys = schemas.map(([key]) => key);
  const reads = schemas.map(([, schema]) => stepOf(schema));
  const required = schemas.map(([, schema]) => !MAY_BE_MISSING.has(schema.type));
  return (value) => {
    if (typeof value !== 'object' || value === null) return REFUSED;
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      // `in`, as Valibot asks: a key set to undefined is there.
      if (key in input) {
        const field = (reads[i] as Step)(input[key]);
        if (field === REFUSED) return REFUSED;
        output[key] = field;
      } else if (required[i]) {
        return REFUSED;
      }
    }
    return output;
  };
}

/** A pipe: its schema, then each action in turn; the first refusal ends it. */
function pipeStep(items: readonly Part[]): Step | null {
  const steps: Step[] = [];
  for (const item of items) {
    if (item.kind === 'metadata') continue;
    // A schema inside a pipe runs on the value so far, as it would alone.
    const step = item.kind === 'schema' ? stepOf(item) : actionStep(item);
    if (!step) return null;
    steps.push(step);
  }
  return (value) => {
    let current = value;
    for (const step of steps) {
      current = step(current);
      if (current === REFUSED) return REFUSED;
    }
    return current;
  };
}

function compiledStep(schema: Part): Step | null {
  if (schema.async) return null;
  return schema.pipe ? pipeStep(schema.pipe) : schemaStep(schema);
}

/** A part this file does not know is run by Valibot itself, so every schema compiles. */
function stepOf(schema: Part): Step {
  const compiled = compiledStep(schema);
  if (compiled) return compiled;
  const valibot = schema as unknown as v.GenericSchema;
  return (value) => {
    const result = v.safeParse(valibot, value, { abortEarly: true });
    return result.success ? result.output : REFUSED;
  };
}

/**
 * A Valibot schema made into one plain function that answers what `v.safeParse` answers (the
 * output, or REFUSED), without the datasets and issues Valibot builds on the way: ten times
 * faster on a case record. The schema stays the one definition of the shape; what this file
 * does not know how to run (a transform of its own, a default, an async check) it hands to
 * Valibot, part by part. No messages: a caller that needs them asks Valibot.
 */
export function compileSchema<Schema extends v.GenericSchema>(
  schema: Schema,
): Reader<v.InferOutput<Schema>> {
  return stepOf(schema as unknown as Part) as Reader<v.InferOutput<Schema>>;
}

/** `v.is(schema, value)`, compiled once. */
export function compileIs(schema: v.GenericSchema): (value: unknown) => boolean {
  const read = compileSchema(schema);
  return (value) => read(value) !== REFUSED;
}
