/**
 * The co-brand. The default partner's is built in; a partner's page carries its own in
 * `<meta name="partner" content="Acme Bikes × Provider" data-survey="/p/acme">`, which the
 * server writes (or the build, from partner.config.json): machines/partner/partner-page.ts.
 * Read once, as the page's code starts: the tag never changes while the page lives.
 */
// No document when the first page is prerendered in Node: the default partner's page.
const partnerTag = (globalThis.document as Document | undefined)?.querySelector<HTMLMetaElement>(
  'meta[name=partner]',
);

export const brandName = partnerTag?.content ?? 'Partner × Provider';

/** Where this page's survey starts: `/`, or a partner's `/p/<slug>`. */
export const surveyPath = partnerTag?.dataset.survey ?? '/';
