import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerRequestError, UnauthenticatedError } from '../../src/api/api-errors';
import { fetchAccessHistory } from '../../src/api/access-history-api';
import { fetchLetter } from '../../src/api/letters-api';
import { fetchReviewerLicence } from '../../src/api/profile-api';
import { askPatient } from '../../src/api/question-api';
import { reviewerSession } from '../../src/api/reviewer-session';
import { sendPatientAnswer } from '../../src/api/status-api';

/** A fetch that answers every call with this status, JSON body and headers. */
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => Response.json(body, { status, headers }));

let stopListening: (() => void) | undefined;
afterEach(() => {
  stopListening?.();
  reviewerSession.signedOut();
});

/** Counts the times the page is told the session ended (it then goes to /login). */
function expiries(): { count: number } {
  const told = { count: 0 };
  stopListening = reviewerSession.onExpired(() => {
    told.count += 1;
  });
  return told;
}

describe('one policy for the answers a call did not expect', () => {
  // Calls of different resources, each with the one policy: what the reviewer and the patient
  // read depends on the answer, not on which screen asked.
  const calls = {
    'the letter': (fetch: ReturnType<typeof answering>) => fetchLetter(4, fetch),
    'the access history': (fetch: ReturnType<typeof answering>) => fetchAccessHistory(4, fetch),
    'a question to the patient': (fetch: ReturnType<typeof answering>) =>
      askPatient(4, 'How often do you exercise?', fetch),
    'the reviewer’s licence': (fetch: ReturnType<typeof answering>) => fetchReviewerLicence(fetch),
  };

  it.each(Object.entries(calls))(
    '401 to %s: the session ended, and the page is told so it can send the reviewer to /login',
    async (_name, call) => {
      reviewerSession.signedIn('ann');
      const told = expiries();
      const failure = call(answering(401, { error: 'Sign in to continue.' }));
      await expect(failure).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(failure).rejects.toThrow('Your session has ended. Please sign in again.');
      expect(told.count).toBe(1);
      expect(reviewerSession.current()).toBeNull();
    },
  );

  it('401 to a call made before the reviewer signed out: no session ended to tell of', async () => {
    reviewerSession.signedIn('ann');
    const told = expiries();
    const answered = vi.fn<() => void>();
    let answer: (response: Response) => void = () => undefined;
    const slow = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const late = fetchLetter(4, slow).catch(answered);
    reviewerSession.signedOut();
    answer(Response.json({ error: 'Sign in to continue.' }, { status: 401 }));
    await late;
    expect(answered).toHaveBeenCalledWith(expect.any(UnauthenticatedError));
    expect(told.count).toBe(0);
  });

  it.each(Object.entries(calls))(
    "403, 409 and 429 to %s carry the server's reason, as it words it",
    async (_name, call) => {
      const forbidden = call(answering(403, { error: 'You are not licensed in Ohio.' }));
      await expect(forbidden).rejects.toBeInstanceOf(ServerRequestError);
      await expect(forbidden).rejects.toMatchObject({
        message: 'You are not licensed in Ohio.',
        status: 403,
      });
      const conflict = call(answering(409, { error: 'This case was decided: it is now Denied.' }));
      await expect(conflict).rejects.toMatchObject({
        message: 'This case was decided: it is now Denied.',
        status: 409,
      });
      const limited = call(
        answering(
          429,
          { error: 'Too many requests. Try again in 1 minute.' },
          { 'Retry-After': '60' },
        ),
      );
      await expect(limited).rejects.toMatchObject({
        message: 'Too many requests. Try again in 1 minute.',
        status: 429,
        retryAfterSeconds: 60,
      });
    },
  );

  it.each(Object.entries(calls))(
    "503 and 500 to %s: a plain sentence, never the server's internals",
    async (_name, call) => {
      const unavailable = call(
        answering(503, { error: 'connection to 10.0.0.5 refused' }, { 'Retry-After': '5' }),
      );
      await expect(unavailable).rejects.toMatchObject({
        message: 'Something went wrong on the server. Please try again in a moment.',
        status: 503,
        retryAfterSeconds: 5,
      });
      const failed = call(answering(500, { error: 'TypeError at line 12' }));
      await expect(failed).rejects.toThrow(
        'Something went wrong on the server. Please try again in a moment.',
      );
    },
  );

  it('a patient’s call refused without a reason says what failed', async () => {
    const refused = sendPatientAnswer('a'.repeat(43), 1, 'Yes', answering(400, {}));
    await expect(refused).rejects.toBeInstanceOf(ServerRequestError);
    await expect(refused).rejects.toThrow('Your answer could not be sent. Please try again.');
  });

  it('an answer its contract does not allow is refused, not trusted', async () => {
    const notALetter = answering(200, { letter: { id: 1, caseId: 4, status: 'forged' } });
    await expect(fetchLetter(4, notALetter)).rejects.toThrow(
      'The letter could not be loaded. Please reload the page.',
    );
    const notAProfile = answering(200, { licensedIn: ['Atlantis'], credentials: 'MD' });
    await expect(fetchReviewerLicence(notAProfile)).rejects.toThrow(/cannot read/);
  });
});
