import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { parseBody } from '../../machines/api/contract';
import { parsePartnerWrite, PARTNER_SLUG } from '../../machines/partner';
import { PARTNER_ADMIN_ROUTES, type AdminPartner } from '../../machines/partner/partner-admin.api';
import {
  NewPartnerSchema,
  PartnerInputSchema,
} from '../../machines/partner/partner-admin.endpoints';
import type { Database } from '../db/connect';
import {
  createPartner,
  listAdminPartners,
  renewPartnerSecret,
  updatePartner,
} from '../db/partner-admin';
import { recordSecurityEvent, type SecurityEventKind } from '../db/security-events';
import { signedInReviewer } from '../plugins/session';
import { requireAdministrator } from './admin-access';
import { httpError } from './http-error';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: PARTNER_SLUG.source } },
} as const;

const NO_SUCH_PARTNER = 'No such partner.';

/** The form's fields checked by the partners' rules, or a 422 naming the field refused. */
function checked(slug: string, input: v.InferOutput<typeof PartnerInputSchema>) {
  const { webhookUrl, logo, ...fields } = input;
  const webhook = webhookUrl === null || webhookUrl.trim() === '' ? null : webhookUrl.trim();
  const result = parsePartnerWrite({ slug, ...fields, ...(logo && { logo }) }, webhook);
  if (!result.ok) {
    return { refusal: { error: result.problem, field: result.path || 'partner' } } as const;
  }
  return { write: { ...result.write, webhookUrl: webhook } } as const;
}

/**
 * An administrator manages the partners: list, add, edit, renew the webhook secret. Every
 * write and its record in the trail are one transaction; a secret is answered once.
 */
export async function adminPartnerRoutes(app: FastifyInstance) {
  const guarded = { preHandler: requireAdministrator };
  const withSlug = { ...guarded, schema: { params: slugParams } };
  type BySlug = { Params: { slug: string }; Body: unknown };

  /** The administrator's action on a partner, in the trail: who, which partner, from where. */
  const recorder = (request: FastifyRequest, kind: SecurityEventKind, slug: string) => {
    const actorId = signedInReviewer(request).reviewerId;
    return (trx: Database) =>
      recordSecurityEvent(trx, {
        kind,
        reviewerId: null,
        actorId,
        address: request.ip,
        detail: slug,
      });
  };
  const stored = async (slug: string): Promise<AdminPartner> => {
    const [partner] = await listAdminPartners(app.db, slug);
    if (!partner) throw httpError(404, NO_SUCH_PARTNER);
    return partner;
  };

  app.get(PARTNER_ADMIN_ROUTES.partners, guarded, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { partners: await listAdminPartners(app.db) };
  });

  app.post<{ Body: unknown }>(PARTNER_ADMIN_ROUTES.partners, guarded, async (request, reply) => {
    const body = parseBody(NewPartnerSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const { slug, ...input } = body;
    const outcome = checked(slug, input);
    if ('refusal' in outcome) return reply.code(422).send(outcome.refusal);
    const secret = await createPartner(
      app.db,
      outcome.write,
      recorder(request, 'partner-added', slug),
    );
    if (secret === null) throw httpError(409, `A partner with the slug "${slug}" already exists.`);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ partner: await stored(slug), webhookSecret: secret });
  });

  app.post<BySlug>(PARTNER_ADMIN_ROUTES.partner, withSlug, async (request, reply) => {
    const body = parseBody(PartnerInputSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const { slug } = request.params;
    const outcome = checked(slug, body);
    if ('refusal' in outcome) return reply.code(422).send(outcome.refusal);
    const updated = await updatePartner(
      app.db,
      outcome.write,
      recorder(request, 'partner-changed', slug),
    );
    if (!updated) throw httpError(404, NO_SUCH_PARTNER);
    reply.header('cache-control', 'no-store');
    return { partner: await stored(slug) };
  });

  app.post<BySlug>(PARTNER_ADMIN_ROUTES.secret, withSlug, async (request, reply) => {
    const { slug } = request.params;
    const secret = await renewPartnerSecret(
      app.db,
      slug,
      recorder(request, 'partner-secret-renewed', slug),
    );
    if (secret === null) throw httpError(404, NO_SUCH_PARTNER);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ webhookSecret: secret });
  });
}
