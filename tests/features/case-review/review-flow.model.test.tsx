import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaseConflictError, SEED_CASES, type CaseDecision } from '../../../machines/case';
import { reviewPaths, type ReviewSnapshot } from '../../machines/case/review-model';
import { storeCases, storedStatus } from '../../storage/case-fixtures';
import {
  openReview,
  QUOTA_MESSAGE,
  quotaExceeded,
  findCaseHeader,
} from '../../support/reviewer-pages';
import { DIALOGS, dialogButton, expectNoDialog, holdSaves } from '../../support/review-dialogs';

type CancelBy = 'Cancel button' | 'Escape key';

const DIALOG_OF: Record<CaseDecision, (typeof DIALOGS)[keyof typeof DIALOGS]> = {
  approve: DIALOGS.approve,
  deny: DIALOGS.deny,
};

/** SPEC §4: Approve sets the case to Completed, Deny to Denied. */
const STATUS_AFTER: Record<CaseDecision, string> = { approve: 'Completed', deny: 'Denied' };

const CHANGED_ELSEWHERE = /This case was changed elsewhere while this dialog was open/;

function dialogFor(state: ReviewSnapshot) {
  const { decision } = state.context;
  if (decision === null) throw new Error('A dialog state always has a decision.');
  return DIALOG_OF[decision];
}

const eventsOf = (path: (typeof reviewPaths)[number]) =>
  path.steps.map((step) => JSON.stringify(step.event));

/**
 * The machine walks every path in Node (tests/machines/case); on screen, a path that another
 * path starts with is left out, since the longer one shows the same states after the same
 * events. Cancelling alternates between the Cancel button and the Escape key from one
 * cancelling path to the next, so each way cancels a fresh dialog and one after a failure.
 */
const onScreen = reviewPaths.filter((path) => {
  const events = eventsOf(path);
  return !reviewPaths.some((other) => {
    const longer = eventsOf(other);
    return longer.length > events.length && events.every((event, i) => longer[i] === event);
  });
});
let cancelling = 0;
const replays = onScreen.map((path) => {
  if (!path.steps.some((step) => step.event.type === 'dialog.cancel')) {
    return [path.description, path, 'Cancel button' as CancelBy] as const;
  }
  const way: CancelBy = cancelling++ % 2 === 0 ? 'Cancel button' : 'Escape key';
  return [`${path.description} (cancel by ${way})`, path, way] as const;
});

describe('Review flow on the screen, path by path from the review machine', () => {
  it('replays every generated path', () => {
    expect(reviewPaths.length).toBeGreaterThanOrEqual(6);
  });

  it('cancels by both ways, and leaves out only paths another path starts with', () => {
    expect(new Set(replays.map(([, , way]) => way))).toEqual(
      new Set<CancelBy>(['Cancel button', 'Escape key']),
    );
    for (const path of reviewPaths) {
      const events = eventsOf(path);
      expect(
        onScreen.some((shown) => events.every((event, i) => eventsOf(shown)[i] === event)),
      ).toBe(true);
    }
  });

  it.each(replays)('%s', async (_, path, cancelBy) => {
    const saves = holdSaves();
    // What storage holds for case 1; another tab may change it during the path.
    let stored = 'Open';
    const { user, currentLocation } = await openReview(1);
    await findCaseHeader(1, 'John Smith');

    const expectDialog = async (state: ReviewSnapshot) => {
      const texts = dialogFor(state);
      const dialog = await screen.findByRole('dialog', { name: texts.title });
      expect(dialog).toHaveAccessibleDescription(texts.text);
      expect(dialogButton(texts.confirm)).toBeEnabled();
      expect(dialogButton('Cancel')).toBeEnabled();
      if (state.context.error !== null) {
        expect(within(dialog).getByRole('alert')).toHaveTextContent(QUOTA_MESSAGE);
      } else if (state.context.changedTo !== null) {
        const alert = within(dialog).getByRole('alert');
        expect(alert).toHaveTextContent(CHANGED_ELSEWHERE);
        expect(alert).toHaveTextContent(`its status is now ${stored}`);
      } else {
        expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
        expect(dialogButton('Cancel')).toHaveFocus();
      }
      expect(storedStatus(1)).toBe(stored);
    };

    await path.test({
      states: {
        idle: async () => {
          await expectNoDialog();
          expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
          expect(screen.getByRole('button', { name: 'Deny' })).toBeEnabled();
          expect(currentLocation().pathname).toBe('/review/1');
          expect(storedStatus(1)).toBe(stored);
        },
        confirming: expectDialog,
        saving: (state) => {
          const texts = dialogFor(state);
          expect(screen.getByRole('dialog', { name: texts.title })).toBeVisible();
          expect(dialogButton(texts.confirm)).toBeDisabled();
          expect(within(screen.getByRole('dialog')).getByRole('progressbar')).toBeInTheDocument();
          expect(dialogButton('Cancel')).toBeDisabled();
        },
        done: async (state) => {
          expect(currentLocation().pathname).toBe('/case-overview');
          await screen.findByText(/^Showing \d+ cases$/);
          expect(storedStatus(1)).toBe(STATUS_AFTER[state.context.decision!]);
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
        'xstate.done.actor.saveDecision': async () => {
          saves.release();
          await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
        },
        'xstate.error.actor.saveDecision': async (step) => {
          const error = 'error' in step.event ? step.event.error : undefined;
          if (error instanceof CaseConflictError) {
            // Another tab gives the case another status before the real save re-reads it.
            stored = error.current.status;
            storeCases(
              SEED_CASES.map((entry) => (entry.id === 1 ? { ...entry, status: stored } : entry)),
            );
            saves.release();
            await screen.findByText(CHANGED_ELSEWHERE);
            return;
          }
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
