import { parsePartner, type Partner } from './partner.contract';
import { webhookUrlProblem } from './partner.link';

/**
 * What the operator (`npm run partner:add`) and an administrator (`/admin/partners`) write:
 * the partner, and its webhook's address. Both check it here, so a rule is written once.
 */
export interface PartnerWrite {
  partner: Partner;
  /** Null: no webhook. Undefined: keep the stored address (the command without `--webhook`). */
  webhookUrl?: string | null;
}

export type PartnerWriteResult =
  | { ok: true; write: PartnerWrite }
  /** `path`: the field refused, "webhookUrl" or the partner's ("products.0.name"). */
  | { ok: false; problem: string; path: string };

/** Untrusted partner data and webhook address, or the first problem, its field named. */
export function parsePartnerWrite(
  partner: unknown,
  webhookUrl: string | null | undefined,
): PartnerWriteResult {
  // In the order of the form, the webhook's address last.
  const parsed = parsePartner(partner);
  if (!parsed.ok) return parsed;
  const webhookProblem =
    webhookUrl === undefined || webhookUrl === null ? null : webhookUrlProblem(webhookUrl);
  if (webhookProblem)
    return { ok: false, problem: `webhookUrl: ${webhookProblem}`, path: 'webhookUrl' };
  return {
    ok: true,
    write: { partner: parsed.partner, ...(webhookUrl !== undefined && { webhookUrl }) },
  };
}
