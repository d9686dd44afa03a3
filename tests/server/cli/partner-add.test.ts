import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAdd } from '../../../server/cli/commands/partner-add';
import type { OpenDatabase } from '../../../server/db/connect';
import { findPartner, findPartnerWebhook } from '../../../server/db/partners';
import { runCommand } from '../support/run-command';
import { openTestDatabase } from '../support/test-database';

let home: string;
let database: OpenDatabase;
const DATA_DIR = '/srv/lmn/data';

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'partner-add-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
  await database.close();
});

/** The command on the test's database; it must have asked for the one DATA_DIR names. */
async function addPartner(args: string[]) {
  const outcome = await runCommand(partnerAdd, args, { DATA_DIR }, database);
  for (const target of outcome.opened) expect(target).toEqual({ dataDir: DATA_DIR });
  return outcome;
}

async function stored(slug: string) {
  return {
    partner: await findPartner(database.db, slug),
    webhook: await findPartnerWebhook(database.db, slug),
  };
}

/** Acme's flags under another slug: each test keeps a partner of its own. */
const acmeAs = (slug: string) => ['--slug', slug, ...ACME.slice(2)];

const ACME = [
  '--slug',
  'acme',
  '--name',
  'Acme Bikes',
  '--support-email',
  'help@acme.example',
  '--product',
  'AR-2=Acme Ride 2 stationary bike',
  '--webhook',
  'https://acme.example/hooks/lmn',
];

describe('npm run partner:add', () => {
  it('creates a partner with its catalogue and webhook, and prints the webhook’s secret once', async () => {
    const outcome = await addPartner([
      ...acmeAs('acme-one'),
      '--product',
      'AR-3=Acme Ride 3',
      '--frequency',
      '20 minutes a day',
      '--duration',
      '6 months',
    ]);
    expect(outcome.stderr).toContain('Partner "acme-one" created');
    expect(outcome.code).toBe(0);
    expect(outcome.opened).toEqual([{ dataDir: DATA_DIR }]);
    const { partner, webhook } = await stored('acme-one');
    expect(partner).toMatchObject({
      name: 'Acme Bikes',
      provider: 'Provider',
      supportEmail: 'help@acme.example',
      products: [
        {
          sku: 'AR-2',
          name: 'Acme Ride 2 stationary bike',
          usage: '20 minutes a day',
          duration: '6 months',
        },
        { sku: 'AR-3', name: 'Acme Ride 3', usage: '20 minutes a day', duration: '6 months' },
      ],
    });
    expect(webhook?.url).toBe('https://acme.example/hooks/lmn');
    expect(webhook?.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(outcome.stdout.trim()).toBe(webhook?.secret);
  });

  it('updates a partner: the flags given replace, the rest and the secret stay', async () => {
    expect((await addPartner(acmeAs('acme-two'))).code).toBe(0);
    const before = await stored('acme-two');
    const outcome = await addPartner([
      '--slug',
      'acme-two',
      '--name',
      'Acme Cycles',
      '--colour',
      '#204080',
    ]);
    expect(outcome.code).toBe(0);
    expect(outcome.stderr).toContain('Partner "acme-two" updated');
    expect(outcome.stdout).toBe('');
    const after = await stored('acme-two');
    expect(after.partner).toMatchObject({
      name: 'Acme Cycles',
      primaryColour: '#204080',
      supportEmail: 'help@acme.example',
      products: before.partner?.products,
    });
    expect(after.webhook).toEqual(before.webhook);
  });

  it('takes a logo file that only draws', async () => {
    const logo = join(home, 'logo.svg');
    await writeFile(logo, '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    const outcome = await addPartner([...acmeAs('acme-logo'), '--logo', logo]);
    expect(outcome.code).toBe(0);
    expect((await stored('acme-logo')).partner?.logo?.type).toBe('image/svg+xml');
  });

  it.each([
    [['--slug', 'Acme Bikes'], '--slug'],
    [['--colour', '#777777'], '--colour'],
    [['--colour', 'blue'], '--colour'],
    [['--support-email', 'help'], '--support-email'],
    [['--product', 'no-equals-sign'], '--product'],
    [['--product', 'AR 2=Bike'], '--product'],
    [['--frequency', 'Daily\u0007'], '--frequency'],
    [['--duration', ' '], '--duration'],
    [['--webhook', 'http://acme.example/hooks'], '--webhook'],
    [['--logo', 'logo.gif'], '--logo'],
  ])('refuses %j with exit code 1, naming %s, writing nothing', async (bad, flag) => {
    const args = [...acmeAs('acme-bad')];
    for (let at = 0; at < bad.length; at += 2) {
      const index = args.indexOf(bad[at]!);
      if (index >= 0) args.splice(index, 2);
      args.push(bad[at]!, bad[at + 1]!);
    }
    const outcome = await addPartner(args);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.startsWith(`${flag}: `)).toBe(true);
    expect(outcome.stdout).toBe('');
    // Refused before the database is opened at all.
    expect(outcome.opened).toEqual([]);
    const slug = args[args.indexOf('--slug') + 1]!;
    expect((await stored(slug)).partner).toBeNull();
  });

  it('refuses a logo that runs code', async () => {
    const logo = join(home, 'bad.svg');
    await writeFile(logo, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const outcome = await addPartner([...acmeAs('acme-x'), '--logo', logo]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/^--logo: .*event handler/);
    expect(outcome.opened).toEqual([]);
    expect((await stored('acme-x')).partner).toBeNull();
  });
});
