import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  IDLE_BUSY,
  IDLE_WARNING,
  idleSessionMachine,
  type SessionAnswer,
} from '../../../machines/session';

/** The issue: sessions end after 15 minutes without activity, with a warning a minute before. */
const MINUTE = 60_000;
const IDLE = 15 * MINUTE;
const live = (idleRemainingMs = IDLE): SessionAnswer => ({
  kind: 'live',
  timing: { idleMs: IDLE, idleRemainingMs },
});

function start(
  server: { renew?: () => Promise<SessionAnswer>; check?: () => Promise<SessionAnswer> } = {},
) {
  const renew = vi.fn(server.renew ?? (() => Promise.resolve(live())));
  // By default the server agrees: the session ends when the page thinks it does.
  const check = vi.fn(server.check ?? (() => Promise.resolve(live(MINUTE))));
  const signOut = vi.fn(() => Promise.resolve());
  const machine = idleSessionMachine.provide({
    actors: {
      renew: fromPromise(() => renew()),
      check: fromPromise(() => check()),
      signOut: fromPromise(() => signOut()),
    },
  });
  const actor = createActor(machine, { input: { idleMs: IDLE, idleRemainingMs: IDLE } }).start();
  const warned = () => actor.getSnapshot().hasTag(IDLE_WARNING);
  return { actor, renew, check, signOut, warned };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the idle session', () => {
  it('warns one minute before the idle end, not before', async () => {
    const { warned } = start();
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE - 1000);
    expect(warned()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warned()).toBe(true);
  });

  it('activity renews the session (at most every 30 seconds) and pushes the warning back', async () => {
    const { actor, renew, warned } = start();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    actor.send({ type: 'ACTIVITY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    // Keys in quick succession: no call each, one at the interval's end for the last of them.
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'ACTIVITY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renew).toHaveBeenCalledTimes(2);
    // The last renewal was at 10.5 min: the warning comes 14 min after it, not at 14 min.
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(warned()).toBe(false);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(warned()).toBe(true);
  });

  it('"Stay signed in" renews, closes the warning and starts the count again', async () => {
    const { actor, renew, warned } = start();
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE);
    expect(warned()).toBe(true);
    actor.send({ type: 'STAY' });
    expect(actor.getSnapshot().hasTag(IDLE_BUSY)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(warned()).toBe(false);
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE - 1000);
    expect(warned()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warned()).toBe(true);
  });

  it('activity while the warning shows does not dismiss it: only "Stay signed in" does', async () => {
    const { actor, renew, warned } = start();
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE);
    actor.send({ type: 'ACTIVITY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).not.toHaveBeenCalled();
    expect(warned()).toBe(true);
  });

  it('ends the session at the idle end when nothing is done', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(IDLE - 1);
    expect(actor.getSnapshot().matches('ended')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('ended')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not warn when the server says another tab kept the session alive', async () => {
    const answers = [live(5 * MINUTE), live(MINUTE)];
    const { actor, check, warned } = start({
      check: () => Promise.resolve(answers.shift() ?? { kind: 'gone' }),
    });
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE);
    expect(check).toHaveBeenCalledTimes(1);
    expect(warned()).toBe(false);
    await vi.advanceTimersByTimeAsync(4 * MINUTE - 1000);
    expect(warned()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(warned()).toBe(true);
    expect(actor.getSnapshot().matches('ended')).toBe(false);
  });

  it('ends at once when the server has already ended the session', async () => {
    const { actor } = start({ check: () => Promise.resolve({ kind: 'gone' }) });
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE);
    expect(actor.getSnapshot().matches('ended')).toBe(true);
  });

  it('keeps the warning with a problem when "Stay signed in" gets no answer', async () => {
    const { actor, warned } = start({ renew: () => Promise.reject(new Error('offline')) });
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE);
    actor.send({ type: 'STAY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(warned()).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('renew');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(actor.getSnapshot().matches('ended')).toBe(true);
  });

  it('"Sign out" signs out', async () => {
    const { actor, signOut } = start();
    await vi.advanceTimersByTimeAsync(IDLE - MINUTE);
    actor.send({ type: 'SIGN_OUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});
