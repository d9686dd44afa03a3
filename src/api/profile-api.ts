import * as v from 'valibot';
import { PROFILE_API, ProfileResponseSchema } from '../../machines/letter/reviewer-profile.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

/** What the review page needs of the profile: the states, and the credentials that sign. */
const { licensedIn, credentials } = ProfileResponseSchema.entries;
const LicenceSchema = v.object({ licensedIn, credentials });
export type ReviewerLicenceProfile = v.InferOutput<typeof LicenceSchema>;

/** GET /api/me: the signed-in reviewer's licensed states and credentials. */
export async function fetchReviewerLicence(
  fetchImpl: FetchLike = browserFetch,
): Promise<ReviewerLicenceProfile> {
  const response = await callApi(fetchImpl, 'GET', PROFILE_API.me);
  return expectReply(response, 200, LicenceSchema, {
    failed: 'Your profile could not be loaded. Please reload the page.',
  });
}
