import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordRequestSchema,
  PasswordResetRequestSchema,
} from '../../../machines/account/account.endpoints';
import {
  ADMIN_REVIEWERS_PAGE,
  ADMIN_SECURITY_EVENTS_PAGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_PAGE,
  RESET_LINK_LIFETIME_MS,
  RESET_PASSWORD_PAGE,
  resetLinkUrl,
  resetTokenOf,
  SECURITY_EVENTS_PAGE_SIZE,
} from '../../../machines/account/account.rules';
import {
  AddReviewerRequestSchema,
  ProfileRequestSchema,
  RoleRequestSchema,
  SecurityEventsQuerySchema,
} from '../../../machines/account/admin.endpoints';
import { MAX_PASSWORD_LENGTH } from '../../../machines/session/session.endpoints';

// From docs/decisions/2026-11-27-admin-and-reset-links.md and docs/server-mode.md.
const TOKEN = 'a'.repeat(43);

describe('the account rules', () => {
  it('asks 12 characters of a password, and keeps a reset link 24 hours', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(RESET_LINK_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('puts the pages where the docs say', () => {
    expect([
      PASSWORD_PAGE,
      RESET_PASSWORD_PAGE,
      ADMIN_REVIEWERS_PAGE,
      ADMIN_SECURITY_EVENTS_PAGE,
    ]).toEqual([
      '/account/password',
      '/reset-password',
      '/admin/reviewers',
      '/admin/security-events',
    ]);
    expect(SECURITY_EVENTS_PAGE_SIZE).toBe(50);
  });

  it('makes a reset link on the public address, and reads its token back from it', () => {
    const link = resetLinkUrl('https://lmn.example.org', TOKEN);
    expect(link).toBe(`https://lmn.example.org/reset-password/${TOKEN}`);
    expect(resetTokenOf(link)).toBe(TOKEN);
  });

  it('takes a pasted link or code, trimmed, of 20 to 100 letters, digits, - or _', () => {
    expect(resetTokenOf(`  ${TOKEN}\n`)).toBe(TOKEN);
    expect(resetTokenOf('x'.repeat(20))).toBe('x'.repeat(20));
    expect(resetTokenOf('x-_'.repeat(33) + 'y')).toBe('x-_'.repeat(33) + 'y');
    for (const typed of ['x'.repeat(19), 'x'.repeat(101), `${'x'.repeat(25)}!`, `${TOKEN}/`, '']) {
      expect(resetTokenOf(typed), typed).toBeNull();
    }
  });
});

describe('what the account and admin routes take', () => {
  const longest = 'é'.repeat(MAX_PASSWORD_LENGTH);

  it('a password change: both passwords given, none longer than the sign-in allows', () => {
    const change = { currentPassword: 'old one here', newPassword: longest };
    expect(v.is(ChangePasswordRequestSchema, change)).toBe(true);
    expect(v.is(ChangePasswordRequestSchema, { ...change, currentPassword: '' })).toBe(false);
    expect(v.is(ChangePasswordRequestSchema, { ...change, newPassword: `${longest}é` })).toBe(
      false,
    );
    // Counted as a person sees them: an emoji is one character, not two.
    const emoji = '🚲'.repeat(MAX_PASSWORD_LENGTH);
    expect(v.is(ChangePasswordRequestSchema, { ...change, newPassword: emoji })).toBe(true);
  });

  it('a reset: a token of the link’s form, and the new password', () => {
    expect(v.is(PasswordResetRequestSchema, { token: TOKEN, newPassword: 'a new one' })).toBe(true);
    expect(v.is(PasswordResetRequestSchema, { token: 'short', newPassword: 'a new one' })).toBe(
      false,
    );
    expect(v.is(PasswordResetRequestSchema, { token: TOKEN, newPassword: '' })).toBe(false);
  });

  it('a new reviewer: a username of 1 to 200 characters, a password optional, the profile', () => {
    const profile = { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licensedIn: 'OR' };
    expect(v.is(AddReviewerRequestSchema, { username: 'ann', ...profile })).toBe(true);
    expect(v.is(AddReviewerRequestSchema, { username: 'a'.repeat(200), ...profile })).toBe(true);
    expect(v.is(AddReviewerRequestSchema, { username: '', ...profile })).toBe(false);
    expect(v.is(AddReviewerRequestSchema, { username: 'a'.repeat(201), ...profile })).toBe(false);
    const withPassword = { username: 'ann', password: longest, ...profile };
    expect(v.is(AddReviewerRequestSchema, withPassword)).toBe(true);
    expect(v.is(AddReviewerRequestSchema, { ...withPassword, password: '' })).toBe(false);
    expect(v.is(AddReviewerRequestSchema, { ...withPassword, password: `${longest}é` })).toBe(
      false,
    );
  });

  it('a profile: each field bounded', () => {
    const at = { fullName: 'n'.repeat(400), credentials: 'c'.repeat(100), npi: '1'.repeat(20) };
    const profile = { ...at, licensedIn: 's'.repeat(400) };
    expect(v.is(ProfileRequestSchema, profile)).toBe(true);
    for (const [field, length] of Object.entries({
      fullName: 401,
      credentials: 101,
      npi: 21,
      licensedIn: 401,
    })) {
      expect(v.is(ProfileRequestSchema, { ...profile, [field]: 'x'.repeat(length) }), field).toBe(
        false,
      );
    }
  });

  it('a role: yes or no', () => {
    expect(v.is(RoleRequestSchema, { admin: true })).toBe(true);
    expect(v.is(RoleRequestSchema, { admin: 'yes' })).toBe(false);
  });

  it('the trail’s query: a reviewer’s id and a page’s cursor, as digits', () => {
    expect(v.is(SecurityEventsQuerySchema, {})).toBe(true);
    expect(
      v.is(SecurityEventsQuerySchema, { reviewer: '1234567890', before: '1'.repeat(18) }),
    ).toBe(true);
    for (const query of [
      { reviewer: '' },
      { reviewer: '12345678901' },
      { reviewer: 'ann' },
      { before: '1'.repeat(19) },
      { before: '-1' },
    ]) {
      expect(v.is(SecurityEventsQuerySchema, query), JSON.stringify(query)).toBe(false);
    }
  });
});
