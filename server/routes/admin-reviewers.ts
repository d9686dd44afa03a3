import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  resetLinkUrl,
  SELF_DEMOTE_REFUSED,
  SELF_DISABLE_REFUSED,
} from '../../machines/account/account.rules';
import { ADMIN_ROUTES, type ProfileInput } from '../../machines/account/admin.api';
import {
  AddReviewerRequestSchema,
  ProfileRequestSchema,
  RoleRequestSchema,
} from '../../machines/account/admin.endpoints';
import { parseBody } from '../../machines/api/contract';
import type { ProfileField } from '../../machines/letter';
import { parseProfileFlags } from '../cli/reviewer-profile-flags';
import { checkPassword, checkUsername } from '../cli/reviewer-rules';
import type { Database } from '../db/connect';
import { issueResetLink } from '../db/password-reset-links';
import {
  findAccount,
  insertAccount,
  listAccounts,
  resetFactor,
  setAdministrator,
  setDisabled,
  updateProfile,
} from '../db/reviewer-accounts';
import type { ProfileUpdate } from '../db/reviewers';
import { recordSecurityEvent, type SecurityEventKind } from '../db/security-events';
import { signedInReviewer } from '../plugins/session';
import { requireAdministrator } from './admin-access';
import { httpError } from './http-error';
import { acceptedText } from './text-input';
import { hashPassword, type PasswordHashCost } from '../password-hashing';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** How the administrator's form names each profile field in a refusal. */
const PROFILE_FIELD_NAMES: Record<ProfileField, string> = {
  fullName: 'Full name',
  credentials: 'Credentials',
  npi: 'NPI',
  licensedIn: 'Licensed in',
};

/**
 * The profile as typed, checked by the letter's rules (the first bad field named). An empty
 * field leaves the stored value as it is; an empty "Licensed in" means no state.
 */
function profileOf(input: ProfileInput): ProfileUpdate {
  const given = (text: string) => (text.trim() === '' ? undefined : text);
  const parsed = parseProfileFlags(
    {
      'full-name': given(input.fullName),
      credentials: given(input.credentials),
      npi: given(input.npi.trim()),
      'licensed-in': given(input.licensedIn),
    },
    PROFILE_FIELD_NAMES,
  );
  if (!parsed.ok) throw httpError(400, parsed.problem);
  return input.licensedIn.trim() === '' ? { ...parsed.profile, licensedIn: [] } : parsed.profile;
}

/** The reviewer an administrator's call is about, or 404. */
async function target(db: Database, id: number) {
  const found = await findAccount(db, id);
  if (!found) throw httpError(404, 'No such reviewer.');
  return found;
}

/** An administrator's action, in the trail: who did it, to whom, from where. */
function record(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: SecurityEventKind,
  reviewerId: number,
  detail = '',
) {
  return recordSecurityEvent(app.db, {
    kind,
    reviewerId,
    actorId: signedInReviewer(request).reviewerId,
    address: request.ip,
    detail,
  });
}

/** An administrator manages reviewers' accounts: list, add, profile, disable, role, factor, reset link. */
export async function adminReviewerRoutes(
  app: FastifyInstance,
  options: { hashCost: PasswordHashCost },
) {
  const now = () => app.sessionSettings.now();
  const guarded = { preHandler: requireAdministrator };
  const withId = { ...guarded, schema: { params: idParams } };
  type ById = { Params: { id: number }; Body: unknown };

  app.get(ADMIN_ROUTES.reviewers, guarded, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { reviewers: await listAccounts(app.db) };
  });

  app.post<{ Body: unknown }>(ADMIN_ROUTES.reviewers, guarded, async (request, reply) => {
    const body = parseBody(AddReviewerRequestSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const username = acceptedText(body.username, 'the username').trim().toLowerCase();
    const usernameProblem = checkUsername(username);
    if (usernameProblem) throw httpError(400, usernameProblem);
    const profile = profileOf(body);
    const passwordProblem = body.password === undefined ? null : checkPassword(body.password);
    if (passwordProblem) throw httpError(400, passwordProblem);
    // Without a password the account gets one nobody knows, until the reset link sets theirs.
    const password = body.password ?? randomBytes(32).toString('base64url');
    const id = await insertAccount(
      app.db,
      username,
      await hashPassword(password, options.hashCost),
      profile,
    );
    if (id === null) throw httpError(409, `A reviewer named "${username}" already exists.`);
    const withLink = body.password === undefined;
    await record(
      app,
      request,
      'reviewer-added',
      id,
      withLink ? 'with a reset link' : 'with a temporary password',
    );
    let resetLink = null;
    if (withLink) {
      const link = await issueResetLink(app.db, id, signedInReviewer(request).reviewerId, now());
      await record(app, request, 'reset-link-issued', id);
      resetLink = {
        link: resetLinkUrl(app.letterSigning.publicUrl, link.token),
        expiresAt: link.expiresAt.toISOString(),
      };
    }
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ reviewer: await target(app.db, id), resetLink });
  });

  app.post<ById>(ADMIN_ROUTES.profile, withId, async (request) => {
    const body = parseBody(ProfileRequestSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const { id } = await target(app.db, request.params.id);
    await updateProfile(app.db, id, profileOf(body), now());
    await record(app, request, 'profile-changed', id);
    return { reviewer: await target(app.db, id) };
  });

  app.post<ById>(ADMIN_ROUTES.disable, withId, async (request) => {
    const { id } = await target(app.db, request.params.id);
    if (id === signedInReviewer(request).reviewerId) throw httpError(409, SELF_DISABLE_REFUSED);
    await setDisabled(app.db, id, true, now());
    await record(app, request, 'reviewer-disabled', id, 'sessions and reset links ended');
    return { reviewer: await target(app.db, id) };
  });

  app.post<ById>(ADMIN_ROUTES.enable, withId, async (request) => {
    const { id } = await target(app.db, request.params.id);
    await setDisabled(app.db, id, false, now());
    await record(app, request, 'reviewer-enabled', id);
    return { reviewer: await target(app.db, id) };
  });

  app.post<ById>(ADMIN_ROUTES.role, withId, async (request) => {
    const body = parseBody(RoleRequestSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const { id } = await target(app.db, request.params.id);
    if (!body.admin && id === signedInReviewer(request).reviewerId) {
      throw httpError(409, SELF_DEMOTE_REFUSED);
    }
    await setAdministrator(app.db, id, body.admin, now());
    await record(app, request, body.admin ? 'admin-granted' : 'admin-removed', id);
    return { reviewer: await target(app.db, id) };
  });

  app.post<ById>(ADMIN_ROUTES.resetFactor, withId, async (request) => {
    const { id } = await target(app.db, request.params.id);
    await resetFactor(app.db, id, now());
    await record(app, request, 'factor-reset', id, 'authenticator and recovery codes cleared');
    return { reviewer: await target(app.db, id) };
  });

  app.post<ById>(ADMIN_ROUTES.resetLink, withId, async (request, reply) => {
    const account = await target(app.db, request.params.id);
    if (account.disabled) throw httpError(409, 'This account is disabled: re-enable it first.');
    const link = await issueResetLink(
      app.db,
      account.id,
      signedInReviewer(request).reviewerId,
      now(),
    );
    await record(app, request, 'reset-link-issued', account.id);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({
      link: resetLinkUrl(app.letterSigning.publicUrl, link.token),
      expiresAt: link.expiresAt.toISOString(),
    });
  });
}
