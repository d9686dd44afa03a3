/**
 * A page of a browser-only build made with partner.config.json (docs/browser-mode.md): the
 * catalogue tag the build writes into <head>, and the survey's address at `/`. The partner
 * is the docs' example, with a second product for links that name one.
 */
export const ACME_CATALOGUE = {
  slug: 'acme',
  name: 'Acme Bikes',
  provider: 'Northwest Care',
  products: [
    {
      sku: 'AR-2',
      name: 'Acme Ride 2 stationary bike',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    },
    {
      sku: 'AR-3',
      name: 'Acme Ride 3 recumbent bike',
      usage: '45 minutes, 3 days a week',
      duration: '6 months',
    },
  ],
};

/** Puts the tag (its content as given) in the page and the survey at `/<search>`; undone by the returned function. */
export function openPartnerPage(search: string, content = JSON.stringify(ACME_CATALOGUE)) {
  const tag = document.createElement('meta');
  tag.name = 'partner-catalogue';
  tag.content = content;
  document.head.append(tag);
  window.history.replaceState(null, '', `/${search}`);
  return () => {
    tag.remove();
    window.history.replaceState(null, '', '/');
  };
}
