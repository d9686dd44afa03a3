import { StateMachine, type AnyStateMachine } from 'xstate';

// Every module machines/ offers the app (each folder's index), read at test time: a machine
// in a new folder, or a new export of an old one, is found without editing this file.
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*/index.ts', {
  eager: true,
});

/** Every XState machine exported from machines/, by its export name. */
export function exportedMachines(): Map<string, AnyStateMachine> {
  const found = new Map<string, AnyStateMachine>();
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof StateMachine) found.set(name, value as AnyStateMachine);
    }
  }
  return found;
}

/**
 * A machine's states and transitions without their descriptions: the survey's are drawn and
 * documented from the same machine with its descriptions added
 * (machines/survey/survey.state-descriptions.ts).
 */
export function undescribed(machine: AnyStateMachine): string {
  return JSON.stringify(machine.definition, (key, value: unknown) =>
    key === 'description' ? undefined : value,
  );
}
