import { parsePartnerWrite } from '../../machines/partner';
import { PARTNER_ADMIN_ROUTES, type AdminPartner } from '../../machines/partner/partner-admin.api';
import type { RecordedRequest } from './fake-case-api';

/**
 * The administrator's partner calls (machines/partner/partner-admin.api.ts) as the fake admin
 * API answers them, for a signed-in administrator: the partners' own rules refuse a partner
 * (422 naming the field), a new partner's secret is answered once.
 */
export interface FakePartnerState {
  partners: AdminPartner[];
  /** Every webhook secret answered, in order. */
  secrets: string[];
}

type Json = (status: number, body: unknown) => Response;

export function partnerAnswer(
  state: FakePartnerState,
  request: RecordedRequest,
  json: Json,
): Response | null {
  if (!request.path.startsWith(PARTNER_ADMIN_ROUTES.partners)) return null;
  if (request.path === PARTNER_ADMIN_ROUTES.partners && request.method === 'GET') {
    return json(200, { partners: state.partners });
  }
  const [, slug = '', secret] =
    /^\/api\/admin\/partners(?:\/([\w-]+))?(\/secret)?$/.exec(request.path) ?? [];
  const body = (request.body ?? {}) as Record<string, unknown>;
  const stored = state.partners.find((partner) => partner.slug === (slug || body.slug));
  const newSecret = () => {
    const made = `whsec_${String(state.secrets.length).padStart(64, '0')}`;
    state.secrets.push(made);
    return made;
  };
  if (secret) return stored ? json(201, { webhookSecret: newSecret() }) : json(404, {});
  const { webhookUrl, logo, ...fields } = body;
  const checked = parsePartnerWrite(
    { ...fields, slug: slug || body.slug, ...(logo ? { logo } : {}) },
    typeof webhookUrl === 'string' ? webhookUrl : null,
  );
  if (!checked.ok) return json(422, { error: checked.problem, field: checked.path });
  const partner: AdminPartner = {
    ...checked.write.partner,
    logo: checked.write.partner.logo ?? null,
    webhookUrl: checked.write.webhookUrl ?? null,
  };
  if (slug) {
    if (!stored) return json(404, { error: 'No such partner.' });
    state.partners = state.partners.map((each) => (each.slug === slug ? partner : each));
    return json(200, { partner });
  }
  if (stored) return json(409, { error: 'A partner with this slug already exists.' });
  state.partners.push(partner);
  return json(201, { partner, webhookSecret: newSecret() });
}
