import { assign, fromPromise, setup } from 'xstate';
import { ACTIVITY_RENEW_INTERVAL_MS, IDLE_WARNING_MS } from './idle.rules';
import type { SessionTiming } from './session.api';

/** What the server said of the session: still live (with its timing), or gone (401). */
export type SessionAnswer = { kind: 'live'; timing: SessionTiming } | { kind: 'gone' };

export type IdleSessionEvent = { type: 'ACTIVITY' } | { type: 'STAY' } | { type: 'SIGN_OUT' };

export interface IdleSessionContext {
  idleMs: number;
  /** When the session ends without activity, on this page's clock. */
  endsAt: number;
  lastRenewAt: number;
  /** Activity seen since the last renewal, sent when the interval allows. */
  activityPending: boolean;
  /** The last call the dialog made failed (no answer, or not one the page can read). */
  problem: 'renew' | 'signOut' | null;
}

/** The tag of the states in which the warning dialog shows. */
export const IDLE_WARNING = 'warning';
/** The tag of the states in which the dialog waits for the server. */
export const IDLE_BUSY = 'busy';

const gone = ({ event }: { event: { output: SessionAnswer } }) => event.output.kind === 'gone';
const timingOf = (output: SessionAnswer, fallback: IdleSessionContext) =>
  output.kind === 'live'
    ? { idleMs: output.timing.idleMs, endsAt: Date.now() + output.timing.idleRemainingMs }
    : { idleMs: fallback.idleMs, endsAt: fallback.endsAt };
/** Kept alive elsewhere: the session now ends later than a warning's minute from now. */
const aliveBeyondWarning = ({
  context,
  event,
}: {
  context: IdleSessionContext;
  event: { output: SessionAnswer };
}) => timingOf(event.output, context).endsAt - Date.now() > IDLE_WARNING_MS;

/**
 * Server mode's idle sign-out as the page sees it: a warning a minute before the session's
 * idle end, renewed by activity (throttled) or "Stay signed in", ended at the deadline. Before
 * warning, it asks the server (without counting as activity): another tab or the page's own
 * calls may have kept the session alive meanwhile.
 */
export const idleSessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only.
  types: {
    context: {} as IdleSessionContext,
    events: {} as IdleSessionEvent,
    input: {} as SessionTiming,
  },
  actors: {
    /** POST /api/session/activity: the screen provides it. */
    renew: fromPromise<SessionAnswer>(() => Promise.reject(new Error('renew is not provided'))),
    /** GET /api/session, which is not activity. */
    check: fromPromise<SessionAnswer>(() => Promise.reject(new Error('check is not provided'))),
    signOut: fromPromise<void>(() => Promise.reject(new Error('signOut is not provided'))),
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.endsAt - IDLE_WARNING_MS - Date.now()),
    untilEnd: ({ context }) => Math.max(0, context.endsAt - Date.now()),
    untilRenewAllowed: ({ context }) =>
      Math.max(0, context.lastRenewAt + ACTIVITY_RENEW_INTERVAL_MS - Date.now()),
  },
  guards: {
    renewAllowed: ({ context }) => Date.now() - context.lastRenewAt >= ACTIVITY_RENEW_INTERVAL_MS,
    activityPending: ({ context }) => context.activityPending,
  },
}).createMachine({
  id: 'idleSession',
  context: ({ input }) => ({
    idleMs: input.idleMs,
    endsAt: Date.now() + input.idleRemainingMs,
    lastRenewAt: Date.now(),
    activityPending: false,
    problem: null,
  }),
  initial: 'active',
  states: {
    active: {
      description: 'The reviewer works; the warning comes a minute before the idle end.',
      initial: 'quiet',
      entry: assign({ problem: null }),
      after: { untilWarning: 'warning' },
      states: {
        quiet: {
          description: 'Activity is noted; it renews the session at most once an interval.',
          on: {
            ACTIVITY: [
              { guard: 'renewAllowed', target: 'renewing' },
              { actions: assign({ activityPending: true }) },
            ],
          },
          after: { untilRenewAllowed: { guard: 'activityPending', target: 'renewing' } },
        },
        renewing: {
          description: 'Activity is sent to the server, which says how long the session has left.',
          entry: assign({ activityPending: false, lastRenewAt: () => Date.now() }),
          invoke: {
            src: 'renew',
            onDone: [
              { guard: gone, target: '#idleSession.ended' },
              {
                target: '#idleSession.active',
                reenter: true,
                actions: assign(({ context, event }) => timingOf(event.output, context)),
              },
            ],
            // Not reached: the warning still comes, and "Stay signed in" tries again.
            onError: 'quiet',
          },
        },
      },
    },
    warning: {
      description: 'A minute or less is left: the dialog offers Stay signed in and Sign out.',
      initial: 'checking',
      after: { untilEnd: 'ended' },
      on: { SIGN_OUT: '.signingOut' },
      states: {
        checking: {
          description: 'The server is asked (not as activity) whether another tab kept it alive.',
          invoke: {
            src: 'check',
            onDone: [
              { guard: gone, target: '#idleSession.ended' },
              {
                guard: aliveBeyondWarning,
                target: '#idleSession.active',
                actions: assign(({ context, event }) => timingOf(event.output, context)),
              },
              { target: 'asking' },
            ],
            onError: 'asking',
          },
        },
        asking: {
          description: 'The warning dialog waits for the reviewer.',
          tags: [IDLE_WARNING],
          on: { STAY: 'renewing' },
        },
        renewing: {
          description: 'Stay signed in: the session is renewed.',
          tags: [IDLE_WARNING, IDLE_BUSY],
          entry: assign({ problem: null, lastRenewAt: () => Date.now() }),
          invoke: {
            src: 'renew',
            onDone: [
              { guard: gone, target: '#idleSession.ended' },
              {
                target: '#idleSession.active',
                actions: assign(({ context, event }) => timingOf(event.output, context)),
              },
            ],
            onError: { target: 'asking', actions: assign({ problem: 'renew' }) },
          },
        },
        signingOut: {
          description: 'Sign out: the session is ended on the server.',
          tags: [IDLE_WARNING, IDLE_BUSY],
          entry: assign({ problem: null }),
          invoke: {
            src: 'signOut',
            onDone: '#idleSession.signedOut',
            onError: { target: 'asking', actions: assign({ problem: 'signOut' }) },
          },
        },
      },
    },
    ended: {
      type: 'final',
      description: 'The idle end passed: the page goes to /login, keeping where the reviewer was.',
    },
    signedOut: { type: 'final', description: 'The reviewer chose Sign out.' },
  },
});
