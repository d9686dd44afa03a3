import {
  isStoredLetterStatus,
  type LetterContent,
  type VerificationStatus,
} from '../../../machines/letter';
import { UnauthenticatedError } from '../../api/api-errors';
import { callApi, fieldOf, type FetchLike, unexpectedAnswer } from '../../api/http-json';

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

export interface IssuedLetter {
  id: number;
  caseId: number;
  status: VerificationStatus;
  content: LetterContent;
  verificationUrl: string;
}

function isVerificationStatus(value: unknown): value is VerificationStatus {
  return value === 'expired' || isStoredLetterStatus(value);
}

/** A case's letter as the server keeps it; null when the case has none (404). */
export async function fetchLetter(
  caseId: number,
  fetchImpl: FetchLike = defaultFetch,
): Promise<IssuedLetter | null> {
  const response = await callApi(fetchImpl, 'GET', `/api/letters/${caseId}`);
  if (response.status === 401) throw new UnauthenticatedError();
  if (response.status === 404) return null;
  const letter = fieldOf(response.body, 'letter');
  const status = fieldOf(letter, 'status');
  const content = fieldOf(letter, 'content');
  const url = fieldOf(letter, 'verificationUrl');
  if (
    response.status !== 200 ||
    !isVerificationStatus(status) ||
    typeof url !== 'string' ||
    !content
  )
    throw unexpectedAnswer(response, 'The letter could not be loaded. Please reload the page.');
  return {
    id: Number(fieldOf(letter, 'id')),
    caseId,
    status,
    // The server wrote it from the letter rules; the page only shows its text.
    content: content as LetterContent,
    verificationUrl: url,
  };
}

/** Where the reviewer downloads the letter's PDF (the session cookie goes along). */
export function letterPdfPath(caseId: number): string {
  return `/api/letters/${caseId}/pdf`;
}
