import { existsSync } from 'node:fs';

const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** Where the Chromium for the e2e suite is: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export function findChromePath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROME_PATH?.trim();
  const candidate = fromEnv || DEFAULT_CHROME_PATH;
  if (existsSync(candidate)) return candidate;
  throw new Error(
    [
      `No Chromium found at ${candidate}${fromEnv ? ' (from CHROME_PATH)' : ''}.`,
      'The end-to-end tests need a Chromium or Chrome binary:',
      '  - on Debian/Ubuntu: sudo apt-get install -y chromium   (installs /usr/bin/chromium)',
      '  - or point CHROME_PATH at an installed Chrome/Chromium executable.',
    ].join('\n'),
  );
}

/** Flags for a quiet headless Chromium that stays off the network. */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
