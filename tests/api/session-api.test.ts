import { beforeEach, describe, expect, it } from 'vitest';
import { reviewerSession } from '../../src/api/reviewer-session';
import {
  currentReviewer,
  signIn,
  signOut,
  tooManyAttemptsMessage,
} from '../../src/api/session-api';
import { createFakeCaseApi, type FakeCaseApi } from '../support/fake-case-api';

let api: FakeCaseApi;
beforeEach(() => {
  api = createFakeCaseApi({ reviewers: { ann: 'pw-ann' } });
  reviewerSession.signedOut();
});

describe('session client', () => {
  it('signs in, knows who is signed in, and signs out', async () => {
    expect(await currentReviewer(api.fetch)).toBeNull();
    expect(await signIn('ann', 'pw-ann', api.fetch)).toEqual({
      outcome: 'signedIn',
      username: 'ann',
    });
    expect(reviewerSession.current()).toBe('ann');
    expect(await currentReviewer(api.fetch)).toBe('ann');
    await signOut(api.fetch);
    expect(reviewerSession.current()).toBeNull();
    expect(api.state.signedIn).toBeNull();
    const deleted = api.state.requests.at(-1);
    expect(deleted?.method).toBe('DELETE');
    expect(deleted?.headers.get('X-Requested-With')).toBe('lmn');
    expect(deleted?.headers.get('Content-Type')).toBeNull();
  });

  it('a wrong pair and a rate limit are outcomes with their messages', async () => {
    expect(await signIn('ann', 'nope', api.fetch)).toEqual({
      outcome: 'incorrect',
      message: 'Username or password is incorrect',
    });
    api.state.failedLogins = 99;
    expect(await signIn('ann', 'pw-ann', api.fetch)).toEqual({
      outcome: 'rateLimited',
      message: 'Too many sign-in attempts. Please wait 1 minute and try again.',
    });
    expect(reviewerSession.current()).toBeNull();
  });

  it('knows from the session check whether the reviewer is an administrator', async () => {
    await signIn('ann', 'pw-ann', api.fetch);
    expect(reviewerSession.isAdministrator()).toBe(false);
    api.state.admin = true;
    await currentReviewer(api.fetch);
    expect(reviewerSession.isAdministrator()).toBe(true);
    // Signing in again as the same reviewer keeps it until the next check; signing out drops it.
    await signIn('ann', 'pw-ann', api.fetch);
    expect(reviewerSession.isAdministrator()).toBe(true);
    await signOut(api.fetch);
    expect(reviewerSession.isAdministrator()).toBe(false);
  });

  it('a server error while checking the session is an error, not "signed out"', async () => {
    api.state.failNext = 503;
    await expect(currentReviewer(api.fetch)).rejects.toThrow(/went wrong on the server/);
  });
});

describe('the wait a rate limit asks for', () => {
  it('comes from Retry-After in seconds or minutes, else a vaguer wait', () => {
    expect(tooManyAttemptsMessage('30')).toBe(
      'Too many sign-in attempts. Please wait 30 seconds and try again.',
    );
    expect(tooManyAttemptsMessage('61')).toBe(
      'Too many sign-in attempts. Please wait 2 minutes and try again.',
    );
    expect(tooManyAttemptsMessage(null)).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(tooManyAttemptsMessage('Wed, 21 Oct 2026 07:28:00 GMT')).toMatch(/a few minutes/);
  });
});
