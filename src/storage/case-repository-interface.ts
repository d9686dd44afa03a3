import type { LetterRequest } from '../../machines/letter';
import type {
  CaseDecision,
  CasePage,
  CasePageQuery,
  CaseRecord,
  CaseStatus,
} from '../../machines/case';
import type { SurveyAnswers } from '../../machines/survey';
import type { CaseDenial } from '../../machines/status';

/**
 * Where cases live. Screens and machines see only this interface: browser storage
 * (case-repository.ts) and the server's API (src/api/case-api.ts) both implement it, and
 * both hand out cases parsed by the case's one schema.
 */
export interface CaseRepository {
  /** One window of the overview: searched, filtered and sorted, then sliced. */
  listPage(query: CasePageQuery): Promise<CasePage>;
  /** `background`: a refresh the page makes by itself, not the reviewer opening the case. */
  get(id: number, options?: { background?: boolean }): Promise<CaseRecord | undefined>;
  /** Appends a survey submission as a new Open case; refuses answers a step would refuse. */
  addSubmission(answers: SurveyAnswers): Promise<CaseRecord>;
  /**
   * Applies a reviewer's decision if the case still has `expectedStatus` (the status the
   * reviewer saw); else writes nothing and throws CaseConflictError with the current case.
   * CaseNotFoundError when no case has the id. A decision that leaves the status as it is
   * is saved like any other. `letter`: an approval's letter, where the server signs one.
   */
  decide(
    id: number,
    decision: CaseDecision,
    expectedStatus: CaseStatus,
    /** Server mode records a denial's reason and note with it; this browser keeps none. */
    denial?: CaseDenial | null,
    letter?: LetterRequest,
  ): Promise<CaseRecord>;
  /**
   * The id of the reviewer's next case: the oldest Open one (in server mode, of the states
   * the reviewer is licensed in), other than `after`, the case just decided; null when none.
   */
  nextOpen(after: number | null): Promise<number | null>;
  /** Called when the cases change elsewhere (another tab, another reviewer). Returns an unsubscribe. */
  subscribe(onChange: () => void): () => void;
}
