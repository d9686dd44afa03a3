import { useState } from 'react';
import type { ProfileInput } from '../../../machines/account/admin.api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { wordsOf, type AccountAction } from './account-actions';
import { ProfileFields } from './profile-fields';
import type { ReviewerAccounts } from './use-reviewer-accounts';

/** The confirmation every administrator's action asks for, in the dialog Approve uses. */
export function AccountDialog({ accounts }: { accounts: ReviewerAccounts }) {
  const { pending } = accounts;
  if (!pending) return null;
  // A new dialog (and draft) for each action asked.
  return <OpenAccountDialog key={JSON.stringify(pending)} accounts={accounts} action={pending} />;
}

function draftOf(action: AccountAction): ProfileInput | null {
  if (action.kind !== 'profile') return null;
  const { fullName, credentials, npi, licensedInCodes } = action.reviewer;
  return {
    fullName: fullName ?? '',
    credentials: credentials ?? '',
    npi: npi ?? '',
    licensedIn: licensedInCodes.join(','),
  };
}

function OpenAccountDialog({
  accounts,
  action,
}: {
  accounts: ReviewerAccounts;
  action: AccountAction;
}) {
  const [draft, setDraft] = useState(() => draftOf(action));
  const words = wordsOf(action);
  return (
    <ConfirmDialog
      open
      title={words.title}
      text={words.text}
      confirmLabel={words.confirmLabel}
      confirmColor={words.color === 'error' ? 'error' : 'primary'}
      saving={accounts.saving}
      error={accounts.error}
      changedTo={null}
      onConfirm={() => accounts.confirm(draft ?? undefined)}
      onCancel={accounts.cancel}
    >
      {draft ? <ProfileFields value={draft} onChange={setDraft} /> : null}
    </ConfirmDialog>
  );
}
