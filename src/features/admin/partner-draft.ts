import { DEFAULT_RECOMMENDATION } from '../../../machines/letter/letter.content';
import { DEFAULT_BRAND, DEFAULT_PARTNER_COLOUR } from '../../../machines/partner';
import type { AdminPartner, PartnerInput } from '../../../machines/partner/partner-admin.api';
import type { SaveProblem } from './use-partner-admin';

/** A product row of the form; `key` keeps each row's fields its own as rows move. */
export interface ProductDraft {
  key: number;
  sku: string;
  name: string;
  usage: string;
  duration: string;
}

/** The form as typed: the partner's fields, the webhook address as text ('' for none). */
export interface PartnerDraft extends Omit<PartnerInput, 'products' | 'webhookUrl'> {
  slug: string;
  products: ProductDraft[];
  webhookUrl: string;
}

let nextKey = 1;
export const productRow = (
  product: Omit<ProductDraft, 'key'> = {
    sku: '',
    name: '',
    usage: DEFAULT_RECOMMENDATION.usage,
    duration: DEFAULT_RECOMMENDATION.duration,
  },
): ProductDraft => ({ key: nextKey++, ...product });

/** The form for a new partner (the command's defaults), or for the partner edited. */
export function draftOf(partner: AdminPartner | null): PartnerDraft {
  if (!partner) {
    return {
      slug: '',
      name: '',
      provider: DEFAULT_BRAND.provider,
      primaryColour: DEFAULT_PARTNER_COLOUR,
      supportEmail: '',
      logo: null,
      products: [productRow()],
      webhookUrl: '',
    };
  }
  return {
    ...partner,
    products: partner.products.map((product) => productRow(product)),
    webhookUrl: partner.webhookUrl ?? '',
  };
}

/** What the form sends: the rows without their keys, no webhook when its field is empty. */
export function inputOf(draft: PartnerDraft): PartnerInput {
  return {
    name: draft.name,
    provider: draft.provider,
    primaryColour: draft.primaryColour,
    supportEmail: draft.supportEmail,
    logo: draft.logo,
    products: draft.products.map(({ sku, name, usage, duration }) => ({
      sku,
      name,
      usage,
      duration,
    })),
    webhookUrl: draft.webhookUrl.trim() === '' ? null : draft.webhookUrl,
  };
}

/** The id of a field of the form, by the name the server's refusal gives it. */
export const fieldId = (field: string) => `partner-${field.replace(/\./g, '-')}`;

/**
 * The refusal's message when it is about `field` (or a part of it, as a logo's type), without
 * the field's name the server puts first (the field's label says it already), as a sentence.
 */
export function problemAt(problem: SaveProblem | null, field: string): string | null {
  if (!problem?.field) return null;
  if (problem.field !== field && !problem.field.startsWith(`${field}.`)) return null;
  const prefix = `${problem.field}: `;
  const message = problem.message.startsWith(prefix)
    ? problem.message.slice(prefix.length)
    : problem.message;
  // A sentence of its own under the field and in the alert ("a webhook address is…").
  return message.charAt(0).toUpperCase() + message.slice(1);
}
