import { CASE_API } from '../../machines/case';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectStatus } from './reply-policy';

const QUESTION_FAILED = 'The question could not be sent. Please try again.';

/**
 * POST /api/cases/:id/questions: a reviewer's question to the patient. Resolves once the
 * server stored it; any refusal (the case was decided, a question already waits, this
 * reviewer may not) throws with the server's own words.
 */
export async function askPatient(
  caseId: number,
  question: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', CASE_API.questions(caseId), { question });
  // The review page reads the case again once it is told the question went out: the copy in
  // this answer is not used.
  expectStatus(response, 201, { failed: QUESTION_FAILED });
}
