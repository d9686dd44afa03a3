import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_AN_ADMIN } from '../../../machines/account/account.rules';
import type { AdminPartner } from '../../../machines/partner/partner-admin.api';
import { reviewerNamed, withAdminApi, type FakeAdminState } from '../../support/fake-admin-api';
import type { FakePartnerState } from '../../support/fake-partner-admin-api';
import { renderApp } from '../../support/render';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

// Issue 35: administrators manage partners at /admin/partners (docs/server-mode.md) with the
// rules of `npm run partner:add`: a refused value is shown at its field; a new partner's
// webhook secret is shown once.
const server = withFakeServer();
let admin: FakeAdminState;
let partners: FakePartnerState;

const ZEPHYR: AdminPartner = {
  slug: 'zephyr',
  name: 'Zephyr Cycles',
  provider: 'Northwest Care',
  primaryColour: '#204080',
  supportEmail: 'help@zephyr.example',
  logo: null,
  products: [
    { sku: 'Z-1', name: 'Zephyr One', usage: 'daily', duration: '12 months' },
    { sku: 'Z-2', name: 'Zephyr Two', usage: 'daily', duration: '6 months' },
  ],
  webhookUrl: 'https://zephyr.example/hooks',
};

beforeEach(() => {
  partners = { partners: [{ ...ZEPHYR }], secrets: [] };
  admin = withAdminApi(server.api, {
    admin: true,
    reviewers: [reviewerNamed('ann', 1)],
    events: [],
    pageSize: 50,
    partners,
  });
});

async function openAsAnn() {
  const view = renderApp('/admin/partners');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Partners' });
  return { ...view, heading };
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });

async function rowOf(slug: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Partners' });
  await within(table).findByText(slug);
  const row = within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryByText(slug) !== null);
  if (!row) throw new Error(`no row for ${slug}`);
  return row;
}

describe('/admin/partners in server mode', () => {
  it('lists each partner: co-brand, slug, colour, products, webhook and link', async () => {
    const { heading } = await openAsAnn();
    await waitFor(() => expect(heading).toHaveFocus());
    const zephyr = await rowOf('zephyr');
    const cells = within(zephyr)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Zephyr Cycles × Northwest Care',
      'zephyr',
      '#204080',
      '2',
      'Set',
      '/p/zephyr',
    ]);
    expect(within(zephyr).getByRole('link', { name: '/p/zephyr' })).toHaveAttribute(
      'href',
      '/p/zephyr',
    );
  });

  it('adds a partner: listed, announced, and its webhook secret shown once', async () => {
    const { user } = await openAsAnn();
    await user.type(await screen.findByRole('textbox', { name: /^Slug/ }), 'acme');
    // Pasted, not typed key by key: this is about what the form adds, not about typing.
    const enter = async (input: HTMLElement, text: string) => {
      await user.click(input);
      await user.paste(text);
    };
    await enter(await field(/^Display name/), 'Acme Bikes');
    await enter(await field(/^Support email/), 'help@acme.example');
    const product = await screen.findByRole('group', { name: 'Product 1' });
    await enter(await within(product).findByRole('textbox', { name: 'SKU or model' }), 'AR-2');
    await enter(
      await within(product).findByRole('textbox', { name: 'Name as on the letter' }),
      'Acme Ride 2 stationary bike',
    );
    await enter(await field(/^Webhook address/), 'https://acme.example/hooks');
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Acme Bikes was added.');
    const acme = await rowOf('acme');
    expect(acme).toHaveTextContent('Acme Bikes × Provider');
    expect(acme).toHaveTextContent('#1b5e7a');
    expect(partners.partners.find((p) => p.slug === 'acme')?.products).toEqual([
      {
        sku: 'AR-2',
        name: 'Acme Ride 2 stationary bike',
        usage: '30 minutes a day, 5 days a week',
        duration: '12 months',
      },
    ]);
    const secret = await screen.findByRole('textbox', { name: 'Webhook secret' });
    expect(secret).toHaveValue(partners.secrets[0]);

    await user.click(within(acme).getByRole('button', { name: 'Edit: acme' }));
    await screen.findByRole('heading', { name: 'Edit Acme Bikes' });
    expect(screen.queryByRole('textbox', { name: 'Webhook secret' })).toBeNull();
  });

  it('a colour white text is unreadable on is refused at its field, which gets focus', async () => {
    const { user } = await openAsAnn();
    await user.click(within(await rowOf('zephyr')).getByRole('button', { name: 'Edit: zephyr' }));
    expect(await screen.findByRole('textbox', { name: /^Slug/ })).toHaveAttribute('readonly');
    const colour = await field(/^Primary colour/);
    await user.clear(colour);
    await user.type(colour, '#777777');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(colour).toHaveFocus());
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveAccessibleDescription(/contrast of 4\.48:1; WCAG AA asks at least 4\.5:1/);
    // Worded for the administrator: the field is named by its label, not the API's path.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Not saved\. #777777 under white text has a contrast of 4\.48:1/,
    );
    expect(alert).not.toHaveTextContent('primaryColour');
    expect(partners.partners[0]?.primaryColour).toBe('#204080');
  });

  it('a logo with a script is refused as soon as it is chosen, at the logo field', async () => {
    const { user } = await openAsAnn();
    const logo = await screen.findByLabelText('Logo (optional)');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await user.upload(logo, new File([svg], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(logo).toHaveAttribute('aria-invalid', 'true'));
    expect(logo).toHaveAccessibleDescription(/the SVG holds a script; a logo may only draw/);
    expect(screen.queryByRole('img', { name: 'The logo as it is now' })).toBeNull();
  });

  it('edits a partner: a product removed, the change announced and listed', async () => {
    const { user } = await openAsAnn();
    await user.click(within(await rowOf('zephyr')).getByRole('button', { name: 'Edit: zephyr' }));
    await user.click(await screen.findByRole('button', { name: 'Remove product 2' }));
    const name = await field(/^Display name/);
    await user.clear(name);
    await user.type(name, 'Zephyr Bikes');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Zephyr Bikes was saved.');
    const zephyr = await rowOf('zephyr');
    expect(zephyr).toHaveTextContent('Zephyr Bikes × Northwest Care');
    expect(partners.partners[0]?.products.map((product) => product.sku)).toEqual(['Z-1']);
    expect(await screen.findByRole('heading', { name: 'Add a partner' })).toBeVisible();
  });

  it('a reviewer who is not an administrator is told why, with no partners', async () => {
    admin.admin = false;
    await openAsAnn();
    expect(await screen.findByText(NOT_AN_ADMIN)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is linked from the reviewers page', async () => {
    const view = renderApp('/admin/reviewers');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    expect(await screen.findByRole('link', { name: 'Partners' })).toHaveAttribute(
      'href',
      '/admin/partners',
    );
  });
});
