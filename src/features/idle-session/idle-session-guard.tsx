import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  IDLE_BUSY,
  IDLE_WARNING,
  idleMinutes,
  idleSessionMachine,
  type SessionTiming,
} from '../../../machines/session';
import { reviewerSession } from '../../api/reviewer-session';
import { signOut } from '../../api/session-api';
import { checkSession, renewSession } from '../../api/session-timing-api';
import { loginPathFor } from '../../lib/return-path';
import { IdleWarningDialog } from './idle-warning-dialog';
import { useReviewerActivity } from './use-reviewer-activity';

const idleMachine = idleSessionMachine.provide({
  actors: {
    renew: fromPromise(() => renewSession()),
    check: fromPromise(() => checkSession()),
    signOut: fromPromise(() => signOut()),
  },
});

/**
 * Server mode's idle sign-out on every reviewer page. Opening the page is activity: the
 * renewal it sends also tells how long the session lasts (the server's setting, never a
 * number of the browser's). When that call fails, nothing is shown: the server still ends
 * the session, and the next call the page makes finds it gone.
 */
export default function IdleSessionGuard() {
  const [timing, setTiming] = useState<SessionTiming | null>(null);

  useEffect(() => {
    let current = true;
    renewSession().then(
      (answer) => current && answer.kind === 'live' && setTiming(answer.timing),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  return timing ? <IdleSessionWatch timing={timing} /> : null;
}

function IdleSessionWatch({ timing }: { timing: SessionTiming }) {
  const [snapshot, send] = useMachine(idleMachine, { input: timing });
  const navigate = useNavigate();
  const location = useLocation();
  useReviewerActivity(useCallback(() => send({ type: 'ACTIVITY' }), [send]));

  const ended = snapshot.matches('ended');
  const signedOut = snapshot.matches('signedOut');
  const minutes = idleMinutes(snapshot.context.idleMs);
  useEffect(() => {
    if (ended) {
      // The server has ended the session already: the header stops naming the reviewer.
      reviewerSession.signedOut();
      void navigate(loginPathFor(location, 'idle', minutes), { replace: true });
    } else if (signedOut) void navigate('/login', { replace: true });
  }, [ended, signedOut, minutes, navigate, location]);

  return (
    <IdleWarningDialog
      open={snapshot.hasTag(IDLE_WARNING)}
      endsAt={snapshot.context.endsAt}
      busy={snapshot.hasTag(IDLE_BUSY)}
      problem={snapshot.context.problem}
      onStay={() => send({ type: 'STAY' })}
      onSignOut={() => send({ type: 'SIGN_OUT' })}
    />
  );
}
