import { transition } from 'xstate';
import { type CaseStatus, caseLifecycleMachine, LIFECYCLE_STATE } from '../machines/case';

export type Decision = 'approve' | 'deny';

const STATUS_OF_STATE: Record<string, CaseStatus> = Object.fromEntries(
  Object.entries(LIFECYCLE_STATE).map(([status, state]) => [state, status as CaseStatus]),
);

/**
 * The status a decision gives a case, from the case lifecycle machine itself (one rule for
 * the browser and the server). A decision the machine does not take from that status
 * (approving a Completed case) leaves the status as it is.
 * TODO(issue-7): switch to machines/case's pure `nextStatus` once it lands.
 */
export function nextStatus(current: CaseStatus, decision: Decision): CaseStatus {
  const snapshot = caseLifecycleMachine.resolveState({ value: LIFECYCLE_STATE[current] });
  const [next] = transition(caseLifecycleMachine, snapshot, { type: `case.${decision}` });
  const status = STATUS_OF_STATE[String(next.value)];
  if (!status) throw new Error(`The case lifecycle has no status for ${String(next.value)}`);
  return status;
}
