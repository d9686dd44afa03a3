import { CASE_DECISIONS, type CaseDecision } from '../../machines/case';

/**
 * What a confirmed decision leaves in history.state: the case number, never a name. The
 * review page writes it when it goes back to the overview; the overview reads it.
 */
export interface DecisionState {
  decided: { caseId: number; decision: CaseDecision };
}

export function decisionState(caseId: number, decision: CaseDecision): DecisionState {
  return { decided: { caseId, decision } };
}

/** history.state is untrusted (another build, another tab's code): read only what is valid. */
export function decisionOf(state: unknown): DecisionState['decided'] | null {
  const decided = typeof state === 'object' && state ? Reflect.get(state, 'decided') : null;
  if (typeof decided !== 'object' || decided === null) return null;
  const caseId: unknown = Reflect.get(decided, 'caseId');
  const decision: unknown = Reflect.get(decided, 'decision');
  if (typeof caseId !== 'number' || !Number.isSafeInteger(caseId)) return null;
  const known = CASE_DECISIONS.find((candidate) => candidate === decision);
  if (known === undefined) return null;
  return { caseId, decision: known };
}
