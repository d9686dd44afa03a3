/**
 * What the logs may say about an error: its kind, our own status and the database's
 * machine-readable fields, never what a request carried. Database errors hold the failing
 * row (`detail`: "Failing row contains (…)"), the statement's context (`where`), the query
 * and its parameters (PGlite's `params`): the patient's name and answers, a search, a token
 * hash. So fields are copied from an allow-list, and quoted text is cut from every message.
 */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'errno',
  'syscall',
] as const;

const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”|‘[^’]*’/g;
const MAX_MESSAGE = 300;
const MAX_DEPTH = 3;

/** A SQLSTATE is five characters of digits and capitals (08006, 23514, 57P01). */
export function isDatabaseError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
}

/**
 * A message with its quoted parts removed; a database message also loses what follows its
 * first colon ("invalid input syntax for type json: …" names the refused value).
 */
export function redactMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  let message = raw.replace(QUOTED, '[redacted]');
  if (isDatabaseError(error)) {
    const colon = message.indexOf(': ');
    if (colon >= 0) message = `${message.slice(0, colon)}: [redacted]`;
  }
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

function stackFrames(stack: string | undefined): string {
  if (!stack) return '';
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames.join('\n');
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

/** The pino `err` serializer of the server and the CLI: safe in every environment. */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? redactMessage(error) : '';
    return { type: typeof error, message, stack: '' };
  }
  const safe: SafeError = {
    type: error.name,
    message: redactMessage(error),
    stack: stackFrames(error.stack),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') {
      safe[field] = typeof value === 'string' ? value.slice(0, 100) : value;
    }
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) {
    safe.cause = serializeError(error.cause, depth + 1);
  }
  if (depth < MAX_DEPTH && error instanceof AggregateError) {
    safe.errors = error.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return safe;
}
