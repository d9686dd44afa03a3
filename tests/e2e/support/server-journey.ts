import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../../machines/session/second-factor.rules';
import { totpCode, totpStep } from '../../../server/second-factor/totp';
import { overviewHeading } from './admin';
import { DESKTOP, watchConsole, type ConsoleWatch } from './fixtures';
import { freePort } from './free-port';
import {
  addPartner,
  addReviewer,
  startServer,
  type RunningServer,
  type ServerSetup,
} from './lmn-server';
import {
  answerStep,
  continueButton,
  SURVEY_STEPS,
  THANK_YOU_TEXT,
  type PatientAnswers,
} from './survey';

/** A reviewer account made with `npm run reviewer:add` before the server starts. */
export interface ReviewerAccount {
  username: string;
  password: string;
  /** reviewer:add's profile flags (`licensedReviewer` writes them). */
  profile?: string[];
  /**
   * The authenticator secret `reviewer:add --totp-secret` gives them: deciding needs a second
   * factor, and signing in then asks its code. Without, they sign in with the password alone
   * and may only read.
   */
  totpSecret?: string;
  /** `reviewer:add --admin`: an administrator, who manages the others' accounts. */
  admin?: boolean;
}

/** The authenticator secret of the journeys' reviewers who decide. */
export const E2E_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** reviewer:add's flags for an account: its profile, its authenticator secret, its role. */
const reviewerFlags = ({ profile = [], totpSecret, admin }: ReviewerAccount): string[] => [
  ...profile,
  ...(totpSecret ? ['--totp-secret', totpSecret] : []),
  ...(admin ? ['--admin'] : []),
];

/** The profile flags of a licensed reviewer: what an approval needs to sign a letter. */
export function licensedReviewer(
  fullName: string,
  credentials: string,
  stateCodes: readonly string[],
): string[] {
  return [
    ...['--full-name', fullName, '--credentials', credentials, '--npi', '1234567893'],
    ...stateCodes.flatMap((code) => ['--licensed-in', code]),
  ];
}

const SHARED_PASSWORD = 'a long passphrase for the reviewers';

/** Licensed in Oregon, where the sample patients live: she can approve and sign. */
export const ANN: ReviewerAccount = {
  username: 'ann',
  password: SHARED_PASSWORD,
  profile: licensedReviewer('Ann Lee', 'MD', ['OR']),
  totpSecret: E2E_TOTP_SECRET,
};

/** Licensed in Washington only. */
export const WENDY: ReviewerAccount = {
  username: 'wendy',
  password: SHARED_PASSWORD,
  profile: licensedReviewer('Wendy Park', 'DO', ['WA']),
  totpSecret: E2E_TOTP_SECRET,
};

/**
 * A data directory with the migrations applied and ANN and WENDY added by
 * `npm run reviewer:add`, made by the first journey that asks and copied by the others: a
 * new PGlite database and each reviewer:add take seconds on a busy machine. Test files run
 * one at a time; the rename makes a half-made copy impossible to see anyway.
 */
async function reviewersTemplate(): Promise<string> {
  const root = inject('serverTemplateRoot');
  const made = join(root, 'data');
  if (existsSync(made)) return made;
  const building = mkdtempSync(join(root, 'building-'));
  for (const account of [ANN, WENDY]) {
    const { username, password } = account;
    await addReviewer({ dataDir: building, port: 0 }, username, password, reviewerFlags(account));
  }
  renameSync(building, made);
  return made;
}

export interface ServerRun {
  /** The running server; `restart` replaces it on the same port and data. */
  server: RunningServer;
  dataDir: string;
  /** What each `partner:add` printed, in order (a new partner's webhook secret among it). */
  partnerOutputs: string[];
  /** SIGTERM, then start again on the same data, as an operator's restart would. */
  restart(): Promise<void>;
}

/**
 * `npm start` on a free port and a data directory of its own: a fresh one with `reviewers`
 * added first, or with 'ANN and WENDY' a copy of one that has them (see reviewersTemplate);
 * runs `journey`, then stops the server and removes the data, whatever happened. `partners`:
 * the arguments of each `partner:add` to run before the server starts.
 */
export async function withServer(
  name: string,
  reviewers: readonly ReviewerAccount[] | 'ANN and WENDY',
  journey: (run: ServerRun) => Promise<void>,
  partners: readonly string[][] = [],
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `lmn-e2e-${name}-`));
  const setup: ServerSetup = { dataDir, port: await freePort() };
  let current: RunningServer | undefined;
  try {
    if (reviewers === 'ANN and WENDY') {
      cpSync(await reviewersTemplate(), dataDir, { recursive: true });
    } else {
      for (const account of reviewers) {
        await addReviewer(setup, account.username, account.password, reviewerFlags(account));
      }
    }
    const partnerOutputs: string[] = [];
    for (const args of partners) partnerOutputs.push(await addPartner(setup, args));
    current = await startServer(setup);
    const run: ServerRun = {
      server: current,
      dataDir,
      partnerOutputs,
      async restart() {
        await current?.stop();
        current = undefined;
        current = await startServer(setup);
        run.server = current;
      },
    };
    await journey(run);
  } finally {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Fills the login form and presses Login; waits for nothing after (a refusal is a result). */
export async function submitSignIn(page: Page, username: string, password: string) {
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The last time step whose code each reviewer of each server used: a code is taken once. */
const usedSteps = new Map<string, number>();

/**
 * The code the reviewer's app shows now, as they would type it; when their last sign-in took
 * this step's code (the replay rule refuses it again), the next step's, after waiting for it.
 */
export async function currentCode(page: Page, username: string, secret: string): Promise<string> {
  const key = `${new URL(page.url()).origin}|${username}`;
  let step = totpStep(new Date());
  const used = usedSteps.get(key);
  if (used !== undefined && step <= used) {
    const nextStepAt = (used + 1) * TOTP_PERIOD_SECONDS * 1000;
    await page.waitForTimeout(Math.max(0, nextStepAt - Date.now()) + 200);
    step = totpStep(new Date());
  }
  usedSteps.set(key, step);
  return totpCode(secret, new Date());
}

/** The sign-in's second step: the code of the account's authenticator. */
export async function enterFactorCode(
  page: Page,
  account: Pick<ReviewerAccount, 'username'> & { totpSecret: string },
) {
  await page.getByRole('heading', { level: 2, name: 'Enter your authentication code' }).waitFor();
  await page
    .getByLabel('Authentication code')
    .fill(await currentCode(page, account.username, account.totpSecret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

type SignInAccount = Pick<ReviewerAccount, 'username' | 'password' | 'totpSecret'>;

/** Signs in from the login page (with the account's code, when it has a factor), waits for the overview. */
export async function signIn(page: Page, account: SignInAccount) {
  await submitSignIn(page, account.username, account.password);
  if (account.totpSecret)
    await enterFactorCode(page, { ...account, totpSecret: account.totpSecret });
  await overviewHeading(page).waitFor();
}

/** A reviewer's own desktop browser, signed in, on the overview (downloads accepted). */
export async function signedInPage(
  browser: Browser,
  url: string,
  account: SignInAccount,
  watch: ConsoleWatch,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: DESKTOP,
    acceptDownloads: true,
  });
  watchConsole(context, watch);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  return page;
}

/** The whole survey with the mouse; each step is found by its region, named by its title. */
export async function submitSurvey(page: Page, answers: PatientAnswers) {
  await page.goto('/');
  for (const { id, title } of SURVEY_STEPS) {
    if (id === 'thank-you') break;
    await page.getByRole('region', { name: title, exact: true }).waitFor();
    await answerStep(page, id, answers);
    await continueButton(page).click();
  }
  await page.getByText(THANK_YOU_TEXT, { exact: true }).waitFor();
}
