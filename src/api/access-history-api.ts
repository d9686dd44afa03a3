import * as v from 'valibot';
import {
  ACCESS_API,
  AccessHistoryResponseSchema,
  type AccessRecord,
} from '../../machines/case/case.access-api';
import { reviewerSession } from './reviewer-session';
import { ServerRequestError } from './api-errors';
import { callApi, unexpectedAnswer, type FetchLike } from './http-json';

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

/** GET /api/cases/:id/access: who viewed, downloaded or decided the case, newest first. */
export async function fetchAccessHistory(
  caseId: number,
  fetchImpl: FetchLike = defaultFetch,
): Promise<AccessRecord[]> {
  const response = await callApi(fetchImpl, 'GET', ACCESS_API.access(caseId));
  if (response.status === 401) reviewerSession.expired();
  if (response.status !== 200)
    throw unexpectedAnswer(response, 'The access history could not be loaded.');
  const body = v.safeParse(AccessHistoryResponseSchema, response.body);
  if (!body.success)
    throw new ServerRequestError('The server sent an answer this app cannot read.', 200);
  return body.output.access;
}
