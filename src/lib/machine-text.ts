import type { EventObject, StateValue } from 'xstate';

/** `{ attestation: 'submitting' }` as `attestation.submitting` (parallel regions joined). */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child)}`))
    .join(', ');
}

/** An event as a line of text: `survey.continue {"age":"36"}`, an actor's error by its message. */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  if ('error' in payload) {
    const { error } = payload;
    return `${type} (${error instanceof Error ? error.message : String(error)})`;
  }
  if ('output' in payload && payload.output === undefined) return type;
  const keys = Object.keys(payload);
  if (keys.length === 0) return type;
  // A value event shows its value alone: `survey.continue {"age":"36"}`.
  return `${type} ${JSON.stringify(keys.length === 1 && 'value' in payload ? payload.value : payload)}`;
}
