import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CONFIRMATION_TOKEN,
  EmailConfirmationRequestSchema,
  emailConfirmationPath,
} from '../../../machines/status/email-confirmation';
import {
  STATUS_CHECK_COOKIE,
  STATUS_CHECK_LIFETIME_MS,
  StatusCheckNeededSchema,
} from '../../../machines/status/status-check';

// From docs/decisions/2026-11-27-status-link-check.md: the check rides in the
// `lmn_status_check` cookie for 30 minutes; a confirmation mail links to
// `/confirm-email/<token>`, a token of 32 random bytes as a status link's (base64url).
const TOKEN = 'A'.repeat(21) + '_' + 'z9-'.repeat(7);

describe('the status link’s name check', () => {
  it('lasts 30 minutes, in its own cookie', () => {
    expect(STATUS_CHECK_LIFETIME_MS).toBe(30 * 60 * 1000);
    expect(STATUS_CHECK_COOKIE).toBe('lmn_status_check');
  });

  it('is asked for by a 401 that names the check, and nothing else', () => {
    const asked = { error: 'Enter your last name to see your request', check: 'last-name' };
    expect(v.is(StatusCheckNeededSchema, asked)).toBe(true);
    expect(v.is(StatusCheckNeededSchema, { ...asked, check: 'password' })).toBe(false);
    expect(v.is(StatusCheckNeededSchema, { ...asked, status: 'Approved' })).toBe(false);
    expect(v.is(StatusCheckNeededSchema, { check: 'last-name' })).toBe(false);
  });
});

describe('an email address’s confirmation', () => {
  it('links to /confirm-email/<token>', () => {
    expect(TOKEN).toHaveLength(43);
    expect(emailConfirmationPath(TOKEN)).toBe(`/confirm-email/${TOKEN}`);
  });

  it('takes a token of 43 base64url characters, and nothing longer, shorter or other', () => {
    expect(EMAIL_CONFIRMATION_TOKEN.test(TOKEN)).toBe(true);
    expect(v.is(EmailConfirmationRequestSchema, { token: TOKEN })).toBe(true);
    for (const wrong of [TOKEN.slice(1), `${TOKEN}A`, `${TOKEN.slice(1)}=`, `${TOKEN.slice(1)}+`]) {
      expect(EMAIL_CONFIRMATION_TOKEN.test(wrong), wrong).toBe(false);
      expect(v.is(EmailConfirmationRequestSchema, { token: wrong })).toBe(false);
    }
    expect(v.is(EmailConfirmationRequestSchema, { token: 42 })).toBe(false);
    expect(v.is(EmailConfirmationRequestSchema, {})).toBe(false);
  });
});
