import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewDecision } from '../../../machines/case';
import { reviewPaths, type ReviewSnapshot } from '../../machines/case/review-model';
import { storedStatus } from '../../storage/case-fixtures';
import { openReview, QUOTA_MESSAGE, quotaExceeded } from './admin-test-utils';
import { DIALOGS, dialogButton, expectNoDialog, holdSaves } from './review-test-utils';

type CancelBy = 'Cancel button' | 'Escape key';

const DIALOG_OF: Record<ReviewDecision, (typeof DIALOGS)[keyof typeof DIALOGS]> = {
  Completed: DIALOGS.approve,
  Denied: DIALOGS.deny,
};

function dialogFor(state: ReviewSnapshot) {
  const { decision } = state.context;
  if (decision === null) throw new Error('A dialog state always has a decision.');
  return DIALOG_OF[decision];
}

/** Each path once; a path that cancels runs once per way of cancelling. */
const replays = reviewPaths.flatMap((path) => {
  const cancels = path.steps.some((step) => step.event.type === 'dialog.cancel');
  const ways: CancelBy[] = cancels ? ['Cancel button', 'Escape key'] : ['Cancel button'];
  return ways.map(
    (way) => [`${path.description}${cancels ? ` (cancel by ${way})` : ''}`, path, way] as const,
  );
});

describe('Review flow on the screen, path by path from the review machine', () => {
  it('replays every generated path', () => {
    expect(reviewPaths.length).toBeGreaterThanOrEqual(6);
  });

  it.each(replays)('%s', async (_, path, cancelBy) => {
    const saves = holdSaves();
    const { user, router } = await openReview(1);
    await screen.findByText(/Case 1 · John Smith/);

    const expectDialog = async (state: ReviewSnapshot) => {
      const texts = dialogFor(state);
      const dialog = await screen.findByRole('dialog', { name: texts.title });
      expect(dialog).toHaveAccessibleDescription(texts.text);
      expect(dialogButton(texts.confirm)).toBeEnabled();
      expect(dialogButton('Cancel')).toBeEnabled();
      if (state.context.error === null) {
        expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
        expect(dialogButton('Cancel')).toHaveFocus();
      } else {
        expect(within(dialog).getByRole('alert')).toHaveTextContent(QUOTA_MESSAGE);
      }
      expect(storedStatus(1)).toBe('Open');
    };

    await path.test({
      states: {
        idle: async () => {
          await expectNoDialog();
          expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
          expect(screen.getByRole('button', { name: 'Deny' })).toBeEnabled();
          expect(router.state.location.pathname).toBe('/review/1');
          expect(storedStatus(1)).toBe('Open');
        },
        confirmingApproval: expectDialog,
        confirmingDenial: expectDialog,
        saving: (state) => {
          const texts = dialogFor(state);
          expect(screen.getByRole('dialog', { name: texts.title })).toBeVisible();
          expect(dialogButton(texts.confirm)).toBeDisabled();
          expect(within(screen.getByRole('dialog')).getByRole('progressbar')).toBeInTheDocument();
          expect(dialogButton('Cancel')).toBeDisabled();
        },
        done: async (state) => {
          expect(router.state.location.pathname).toBe('/case-overview');
          await screen.findByText(/^Showing \d+ cases$/);
          expect(storedStatus(1)).toBe(state.context.decision);
        },
      },
      events: {
        'case.approve': async () => {
          await user.click(screen.getByRole('button', { name: 'Approve' }));
        },
        'case.deny': async () => {
          await user.click(screen.getByRole('button', { name: 'Deny' }));
        },
        'dialog.confirm': async (step) => {
          await user.click(dialogButton(dialogFor(step.state).confirm));
        },
        'dialog.cancel': async () => {
          if (cancelBy === 'Escape key') await user.keyboard('{Escape}');
          else await user.click(dialogButton('Cancel'));
        },
        'xstate.done.actor.saveStatus': async () => {
          saves.release();
          await waitFor(() => expect(router.state.location.pathname).toBe('/case-overview'));
        },
        'xstate.error.actor.saveStatus': async () => {
          // The real save now meets a full disk.
          const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
            throw quotaExceeded();
          });
          saves.release();
          await screen.findByRole('alert');
          setItem.mockRestore();
        },
      },
    });
  });
});
