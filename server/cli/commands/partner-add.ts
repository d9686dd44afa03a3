import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { databaseTarget } from '../../config';
import {
  DEFAULT_BRAND,
  DEFAULT_PARTNER_COLOUR,
  logoTypeOf,
  MAX_LOGO_BYTES,
  parsePartner,
  parsePartnerWrite,
  partnerPath,
  type Partner,
  type PartnerLogo,
} from '../../../machines/partner';
import { DEFAULT_RECOMMENDATION } from '../../../machines/letter';
import type { Command } from '../command';

const USAGE =
  'Usage: npm run partner:add -- --slug acme --name "Acme Bikes" --support-email help@acme.example --product "AR-2=Acme Ride 2 stationary bike" [--product SKU=NAME ...] [--frequency "30 minutes a day, 5 days a week"] [--duration "12 months"] [--colour "#1b5e7a"] [--logo logo.svg] [--provider "Provider"] [--webhook https://acme.example/hooks/lmn]';

/** The flag that sets each field of the partner's contract, to name it in a refusal. */
const FLAG_OF_FIELD: Record<string, string> = {
  slug: '--slug',
  name: '--name',
  provider: '--provider',
  primaryColour: '--colour',
  supportEmail: '--support-email',
  logo: '--logo',
  products: '--product',
  sku: '--product',
  usage: '--frequency',
  duration: '--duration',
  webhookUrl: '--webhook',
};

/** "products.0.usage: …" as "--frequency: …". */
function flagged(problem: string): string {
  const [path = '', ...rest] = problem.split(': ');
  const field = path.split('.').at(-1) ?? '';
  const flag = FLAG_OF_FIELD[field] ?? FLAG_OF_FIELD[path.split('.')[0] ?? ''] ?? path;
  return `${flag}: ${rest.join(': ')}`;
}

/** "SKU=name as on the letter", each `--product`; null when one has no "=". */
function parseProducts(values: string[]): { sku: string; name: string }[] | string {
  const products = [];
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0)
      return `--product: "${value}" is not SKU=name, as "AR-2=Acme Ride 2 stationary bike".`;
    products.push({ sku: value.slice(0, at).trim(), name: value.slice(at + 1) });
  }
  return products;
}

async function readLogo(path: string): Promise<PartnerLogo> {
  const type = logoTypeOf(path);
  if (!type) throw new Error(`--logo: "${path}" is not a .svg or .png file.\n${USAGE}`);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    throw new Error(`--logo: "${path}" could not be read.`);
  }
  if (bytes.length > MAX_LOGO_BYTES)
    throw new Error(`--logo: the file has ${bytes.length} bytes; at most ${MAX_LOGO_BYTES}.`);
  return { type, data: bytes.toString('base64') };
}

/**
 * `npm run partner:add -- --slug acme --name "Acme Bikes" …`: creates a partner, or updates
 * one (the flags given replace what is stored; `--product` replaces the whole catalogue, its
 * first product the default). Every value is checked by the partner's contract before the
 * database is written: a bad one names its flag, exits with code 1 and writes nothing. A new
 * partner gets its webhook's secret, printed once.
 */
export const partnerAdd: Command = async ({ args, env, tell, print, openDatabase }) => {
  const { values } = parseArgs({
    args,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      provider: { type: 'string' },
      colour: { type: 'string' },
      'support-email': { type: 'string' },
      logo: { type: 'string' },
      product: { type: 'string', multiple: true },
      frequency: { type: 'string' },
      duration: { type: 'string' },
      webhook: { type: 'string' },
    },
  });
  const slug = values.slug ?? '';
  if (slug === '') throw new Error(`--slug: every partner needs one.\n${USAGE}`);
  const products = parseProducts(values.product ?? []);
  if (typeof products === 'string') throw new Error(`${products}\n${USAGE}`);
  const logo = values.logo === undefined ? undefined : await readLogo(values.logo);
  // Every value given is checked before the database is opened (a refusal creates nothing,
  // not even a data directory): the fields not given stand in with values that pass.
  const given = parsePartnerWrite(
    {
      slug,
      name: values.name ?? 'Partner',
      provider: values.provider ?? DEFAULT_BRAND.provider,
      primaryColour: values.colour ?? DEFAULT_PARTNER_COLOUR,
      supportEmail: values['support-email'] ?? 'support@example.com',
      products: (products.length > 0 ? products : [{ sku: 'SKU', name: 'Product' }]).map(
        (product) => ({
          ...product,
          ...(values.frequency !== undefined && { usage: values.frequency }),
          ...(values.duration !== undefined && { duration: values.duration }),
        }),
      ),
      ...(logo && { logo }),
    },
    values.webhook,
  );
  if (!given.ok) throw new Error(`${flagged(given.problem)}\n${USAGE}`);

  const partners = await import('../../db/partners');
  const database = await openDatabase(databaseTarget(env));
  try {
    const stored = await partners.findPartner(database.db, slug);
    const usage = values.frequency;
    const duration = values.duration;
    const catalogue =
      products.length > 0
        ? products.map((product) => ({
            ...product,
            usage: usage ?? DEFAULT_RECOMMENDATION.usage,
            duration: duration ?? DEFAULT_RECOMMENDATION.duration,
          }))
        : (stored?.products ?? []).map((product) => ({
            ...product,
            ...(usage !== undefined && { usage }),
            ...(duration !== undefined && { duration }),
          }));
    if (!stored && values.name === undefined)
      throw new Error(`--name: a new partner needs its name.\n${USAGE}`);
    if (!stored && values['support-email'] === undefined)
      throw new Error(
        `--support-email: a new partner needs the address its patients write to.\n${USAGE}`,
      );
    if (catalogue.length === 0)
      throw new Error(`--product: a partner needs at least one product, as SKU=name.\n${USAGE}`);
    const candidate: Record<string, unknown> = {
      slug,
      name: values.name ?? stored?.name,
      provider: values.provider ?? stored?.provider ?? DEFAULT_BRAND.provider,
      primaryColour: values.colour ?? stored?.primaryColour ?? DEFAULT_PARTNER_COLOUR,
      supportEmail: values['support-email'] ?? stored?.supportEmail,
      products: catalogue,
      ...((logo ?? stored?.logo) && { logo: logo ?? stored?.logo }),
    };
    const parsed = parsePartner(candidate);
    if (!parsed.ok) throw new Error(`${flagged(parsed.problem)}\n${USAGE}`);
    const partner: Partner = parsed.partner;
    const outcome = await partners.upsertPartner(database.db, {
      partner,
      ...(values.webhook !== undefined && { webhookUrl: values.webhook }),
    });
    tell(
      `Partner "${partner.slug}" ${outcome} in ${database.description}: its patients start at ${partnerPath(partner.slug)}, with ${partner.products.length} product${partner.products.length === 1 ? '' : 's'} (default ${partner.products[0]?.sku ?? ''}).`,
    );
    if (outcome === 'created') {
      const webhook = await partners.findPartnerWebhook(database.db, partner.slug);
      tell("Its webhook's signing secret (give it to the partner; it is shown once):");
      print(webhook?.secret ?? '');
    }
  } finally {
    await database.close();
  }
};
