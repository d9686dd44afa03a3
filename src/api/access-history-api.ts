import {
  ACCESS_API,
  AccessHistoryResponseSchema,
  type AccessRecord,
} from '../../machines/case/case.access-api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

/** GET /api/cases/:id/access: who viewed, downloaded or decided the case, newest first. */
export async function fetchAccessHistory(
  caseId: number,
  fetchImpl: FetchLike = browserFetch,
): Promise<AccessRecord[]> {
  const response = await callApi(fetchImpl, 'GET', ACCESS_API.access(caseId));
  return expectReply(response, 200, AccessHistoryResponseSchema, {
    failed: 'The access history could not be loaded.',
  }).access;
}
