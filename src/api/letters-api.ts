import {
  LETTER_API,
  LetterResponseSchema,
  type IssuedLetter,
} from '../../machines/letter/letter.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

export type { IssuedLetter };

/** A case's letter as the server keeps it; null when the case has none (404). */
export async function fetchLetter(
  caseId: number,
  fetchImpl: FetchLike = browserFetch,
): Promise<IssuedLetter | null> {
  const response = await callApi(fetchImpl, 'GET', LETTER_API.letter(caseId));
  if (response.status === 404) return null;
  const failed = 'The letter could not be loaded. Please reload the page.';
  return expectReply(response, 200, LetterResponseSchema, { failed, unreadable: failed }).letter;
}
