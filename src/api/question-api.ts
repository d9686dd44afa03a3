import { CASE_API } from '../../machines/case';
import { reviewerSession } from './reviewer-session';
import { callApi, unexpectedAnswer, type FetchLike } from './http-json';

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

const QUESTION_FAILED = 'The question could not be sent. Please try again.';

/**
 * POST /api/cases/:id/questions: a reviewer's question to the patient. Resolves once the
 * server stored it; any refusal (the case was decided, a question already waits, this
 * reviewer may not) throws with the server's own words.
 */
export async function askPatient(
  caseId: number,
  question: string,
  fetchImpl: FetchLike = defaultFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', CASE_API.questions(caseId), { question });
  if (response.status === 401) reviewerSession.expired();
  if (response.status !== 201) throw unexpectedAnswer(response, QUESTION_FAILED);
}
