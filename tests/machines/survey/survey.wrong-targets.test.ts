import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { surveyMachine, type SurveyMachine } from '../../../machines/survey';
import {
  eachSurveyEdgePath,
  firstSpecMismatch,
  type SurveyPath,
  untakenSpecActions,
} from './survey.model';
import { SPEC_QUESTION_STEPS } from '../../support/spec-steps';

// Tests the oracle itself (issue 9): pointing ANY transition of the survey machine at ANY
// wrong state must make the spec-table model tests fail. Each transition is re-targeted in a
// copy of the machine, and the same checks as survey.oracle.test.ts must find something wrong.
// (Not part of the mutation run: it tests the tests, and the machine only as a template.)

type Config = { states?: Record<string, Config>; on?: Record<string, Config>; target?: unknown };
interface Retarget {
  label: string;
  machine: SurveyMachine;
}

const TARGETS = [
  ...Object.keys(surveyMachine.root.states)
    .filter((key) => key !== 'attestation')
    .map((key) => `#survey.${key}`),
  '#survey.attestation.reviewing',
  '#survey.attestation.submitting',
];

/** Every transition config of the machine, with the path to it and its resolved source. */
function transitionsOf(config: Config, path: string[] = []): Array<{ path: string[] }> {
  const found: Array<{ path: string[] }> = [];
  for (const [key, state] of Object.entries(config.states ?? {})) {
    const at = [...path, 'states', key];
    for (const [event, transition] of Object.entries(state.on ?? {})) {
      // An event with several guarded transitions (Continue on a step) is a list of them.
      const each = Array.isArray(transition) ? transition.map((_, i) => [String(i)]) : [[]];
      for (const index of each) found.push({ path: [...at, 'on', event, ...index] });
    }
    const invoke = (state as { invoke?: { onDone?: unknown; onError?: unknown } }).invoke;
    if (invoke?.onDone) found.push({ path: [...at, 'invoke', 'onDone'] });
    if (invoke?.onError) found.push({ path: [...at, 'invoke', 'onError'] });
    found.push(...transitionsOf(state, at));
  }
  return found;
}

function retargeted(path: string[], target: string): Retarget | null {
  const config = structuredClone(
    JSON.parse(JSON.stringify(surveyMachine.config)) as Record<string, unknown>,
  );
  // Keep the functions (invoke input, etc.) that JSON drops: re-read them from the original.
  const copy = copyWithFunctions(surveyMachine.config, config);
  let node: Record<string, unknown> = copy;
  for (const key of path) node = node[key] as Record<string, unknown>;
  const original = String(node.target);
  const resolved = original.startsWith('#') ? original : null;
  const onAt = path.lastIndexOf('on');
  const sourcePath = onAt >= 0 ? path.slice(0, onAt) : path.slice(0, -2);
  const sourceParent = sourcePath.filter((_, i) => i % 2 === 1);
  const absolute = leaf(
    resolved ?? `#survey.${[...sourceParent.slice(0, -1), original].join('.')}`,
  );
  if (absolute === target) return null;
  node.target = target;
  const machine = createMachine(copy as never, surveyMachine.implementations as never);
  return {
    label: `${path.join('.')}: ${absolute} → ${target}`,
    machine: machine as unknown as SurveyMachine,
  };
}

/** A compound state stands for its initial sub-state: `attestation` is `attestation.reviewing`. */
function leaf(id: string): string {
  let node = surveyMachine.getStateNodeById(id.slice(1));
  while (node.type === 'compound') node = node.initial.target[0]!;
  return `#${node.id}`;
}

function copyWithFunctions(original: unknown, plain: unknown): Record<string, unknown> {
  if (typeof original !== 'object' || original === null) return plain as Record<string, unknown>;
  const out: Record<string, unknown> = Array.isArray(original) ? ([] as never) : {};
  for (const [key, value] of Object.entries(original)) {
    out[key] =
      typeof value === 'function'
        ? value
        : copyWithFunctions(value, (plain as Record<string, unknown>)[key]);
  }
  return out;
}

/** What the spec-table tests would report for a machine; null when they would all pass. */
function oracleVerdict(machine: SurveyMachine): string | null {
  try {
    // The same paths and checks in the same order as survey.oracle.test.ts, stopping at the
    // first wrong one: the verdict is the same, without building the paths after it.
    const paths: SurveyPath[] = [];
    for (const path of eachSurveyEdgePath(machine)) {
      const mismatch = firstSpecMismatch(path);
      if (mismatch) return mismatch;
      paths.push(path);
    }
    const untaken = untakenSpecActions(paths);
    return untaken.length > 0 ? `never takes ${untaken[0]}` : null;
  } catch (error) {
    return `paths cannot be generated: ${String(error)}`;
  }
}

const retargets = transitionsOf(surveyMachine.config as Config).flatMap(({ path }) =>
  TARGETS.map((target) => retargeted(path, target)).filter((r): r is Retarget => r !== null),
);

describe('the spec-table model tests catch every wrong target', () => {
  it('pass on the machine as it is', () => {
    expect(oracleVerdict(surveyMachine)).toBeNull();
  });

  // About 460 machines, each walked in full: a generous limit for a busy 2-core machine.
  it('re-target each transition at each other state', { timeout: 900_000 }, () => {
    // As the machine's own tests count them (survey.machine.test.ts): 39 for 9 questions.
    const questions = SPEC_QUESTION_STEPS.length;
    expect(new Set(retargets.map((r) => r.label.split(':')[0])).size).toBe(4 * questions + 3);
    const missed = retargets.filter((r) => oracleVerdict(r.machine) === null).map((r) => r.label);
    expect(missed).toEqual([]);
  });
});
