import { useEffect, useState } from 'react';
import type { AdminReviewer, ProfileInput, ResetLink } from '../../../machines/account/admin.api';
import { addReviewer, changeAccount, fetchReviewers, issueResetLink } from '../../api/admin-api';
import { failureMessage, loadFailureOf, type LoadFailure } from '../../api/api-errors';
import { doneMessage, type AccountAction } from './account-actions';

export type ReviewerList =
  | { kind: 'loading' }
  /** Refused: not an administrator (or one without a second factor): the server's reason. */
  | LoadFailure
  | { kind: 'ready'; reviewers: AdminReviewer[] };

export interface ReviewerAccounts {
  list: ReviewerList;
  /** The action waiting for confirmation in the dialog. */
  pending: AccountAction | null;
  saving: boolean;
  /** Why the last confirmation failed, shown in the dialog. */
  error: string | null;
  /** What was done last, for the page's live region. */
  notice: string | null;
  /** A reset link just issued, shown once. */
  shownLink: (ResetLink & { username: string }) | null;
  ask: (action: AccountAction) => void;
  cancel: () => void;
  /** Confirms the pending action; a profile edit sends the profile typed in the dialog. */
  confirm: (profile?: ProfileInput) => void;
}

/** The reviewers' accounts as an administrator manages them, every change confirmed first. */
export function useReviewerAccounts(): ReviewerAccounts {
  const [list, setList] = useState<ReviewerList>({ kind: 'loading' });
  const [pending, setPending] = useState<AccountAction | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [shownLink, setShownLink] = useState<ReviewerAccounts['shownLink']>(null);

  useEffect(() => {
    let live = true;
    fetchReviewers().then(
      (reviewers) => live && setList({ kind: 'ready', reviewers }),
      (failure: unknown) => {
        if (live) setList(loadFailureOf(failure));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const put = (reviewer: AdminReviewer) =>
    setList((current) => {
      if (current.kind !== 'ready') return current;
      const others = current.reviewers.filter((entry) => entry.id !== reviewer.id);
      const reviewers = [...others, reviewer].sort((a, b) => a.username.localeCompare(b.username));
      return { kind: 'ready', reviewers };
    });

  async function run(action: AccountAction, profile?: ProfileInput) {
    if (action.kind === 'add') {
      const added = await addReviewer(action.reviewer);
      put(added.reviewer);
      if (added.resetLink) setShownLink({ ...added.resetLink, username: added.reviewer.username });
      return;
    }
    const { id, username } = action.reviewer;
    if (action.kind === 'resetLink') {
      setShownLink({ ...(await issueResetLink(id)), username });
      return;
    }
    if (action.kind === 'profile') {
      if (!profile) throw new Error('Fill in the profile first.');
      put(await changeAccount(id, { kind: 'profile', profile }));
      return;
    }
    if (action.kind === 'grant' || action.kind === 'revoke') {
      put(await changeAccount(id, { kind: 'role', admin: action.kind === 'grant' }));
      return;
    }
    put(await changeAccount(id, { kind: action.kind }));
  }

  return {
    list,
    pending,
    saving,
    error,
    notice,
    shownLink,
    ask: (action) => {
      setError(null);
      setShownLink(null);
      setPending(action);
    },
    cancel: () => {
      if (!saving) setPending(null);
    },
    confirm: (profile) => {
      if (!pending || saving) return;
      setSaving(true);
      run(pending, profile).then(
        () => {
          setNotice(doneMessage(pending));
          setPending(null);
          setSaving(false);
        },
        (failure: unknown) => {
          setError(failureMessage(failure));
          setSaving(false);
        },
      );
    },
  };
}
