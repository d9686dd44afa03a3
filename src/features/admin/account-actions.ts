import type { AdminReviewer } from '../../../machines/account/admin.api';
import type { NewReviewer } from '../../api/admin-api';

/** What an administrator asked to do, waiting for their confirmation. */
export type AccountAction =
  | { kind: 'add'; reviewer: NewReviewer }
  | { kind: 'profile'; reviewer: AdminReviewer }
  | {
      kind: 'disable' | 'enable' | 'grant' | 'revoke' | 'resetFactor' | 'resetLink';
      reviewer: AdminReviewer;
    };

export interface ActionWords {
  title: string;
  text: string;
  confirmLabel: string;
  color: 'primary' | 'error';
}

/** The confirmation each action asks for, in the words of the dialog. */
export function wordsOf(action: AccountAction): ActionWords {
  const name = action.reviewer.username;
  switch (action.kind) {
    case 'add':
      return {
        title: `Add reviewer ${name}?`,
        text: action.reviewer.password
          ? 'They sign in with the temporary password you typed; give it to them in person, and ask them to change it.'
          : 'You are shown a one-time reset link, valid 24 hours, with which they choose their password.',
        confirmLabel: 'Add reviewer',
        color: 'primary',
      };
    case 'profile':
      return {
        title: `Edit the profile of ${name}`,
        text: 'Their letters are signed with this profile. An empty field keeps what is stored; an empty "Licensed in" means no state.',
        confirmLabel: 'Save profile',
        color: 'primary',
      };
    case 'disable':
      return {
        title: `Disable ${name}?`,
        text: 'They are signed out at once and cannot sign in until an administrator re-enables the account. Their decisions stay in the record.',
        confirmLabel: 'Disable',
        color: 'error',
      };
    case 'enable':
      return {
        title: `Re-enable ${name}?`,
        text: 'They can sign in again with their password.',
        confirmLabel: 'Re-enable',
        color: 'primary',
      };
    case 'grant':
      return {
        title: `Make ${name} an administrator?`,
        text: 'Administrators manage every reviewer account and read the security events.',
        confirmLabel: 'Make administrator',
        color: 'primary',
      };
    case 'revoke':
      return {
        title: `Remove the administrator role of ${name}?`,
        text: 'They stay a reviewer, but can no longer manage accounts.',
        confirmLabel: 'Remove role',
        color: 'error',
      };
    case 'resetFactor':
      return {
        title: `Reset the second factor of ${name}?`,
        text: 'Their authenticator app and recovery codes stop working. They sign in with their password and must set up a new one before deciding cases.',
        confirmLabel: 'Reset second factor',
        color: 'error',
      };
    case 'resetLink':
      return {
        title: `Issue a reset link for ${name}?`,
        text: 'A one-time link, valid 24 hours, with which they choose a new password. It is shown only once.',
        confirmLabel: 'Issue link',
        color: 'primary',
      };
  }
}

/** What the page announces once the action is done. */
export function doneMessage(action: AccountAction): string {
  const name = action.reviewer.username;
  const done: Record<AccountAction['kind'], string> = {
    add: `Reviewer ${name} was added.`,
    profile: `The profile of ${name} was saved.`,
    disable: `${name} was disabled and signed out.`,
    enable: `${name} was re-enabled.`,
    grant: `${name} is now an administrator.`,
    revoke: `${name} is no longer an administrator.`,
    resetFactor: `The second factor of ${name} was reset.`,
    resetLink: `A reset link for ${name} was issued.`,
  };
  return done[action.kind];
}
