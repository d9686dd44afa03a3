import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storedStatus } from '../../storage/case-fixtures';
import {
  openReview,
  QUOTA_MESSAGE,
  quotaExceeded,
  findCaseHeader,
} from '../../support/reviewer-pages';
import {
  currentStatus,
  DIALOGS,
  dialogButton,
  expectNoDialog,
  holdSaves,
} from '../../support/review-dialogs';

async function openCase1() {
  const view = await openReview(1);
  await findCaseHeader(1, 'John Smith');
  return view;
}

describe.each([
  ['approve', 'Approve'],
  ['deny', 'Deny'],
] as const)('The %s dialog', (kind, pageButton) => {
  const texts = DIALOGS[kind];

  it('has the exact title and text, labelled and described, with Cancel and confirm', async () => {
    const { user } = await openCase1();
    await user.click(screen.getByRole('button', { name: pageButton }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(dialog).toHaveAccessibleDescription(texts.text);
    expect(screen.getByText(texts.text)).toBeVisible();
    expect(dialogButton('Cancel')).toBeEnabled();
    expect(dialogButton(texts.confirm)).toBeEnabled();
  });

  it('starts with focus on Cancel', async () => {
    const { user } = await openCase1();
    await user.click(screen.getByRole('button', { name: pageButton }));
    await screen.findByRole('dialog', { name: texts.title });
    expect(dialogButton('Cancel')).toHaveFocus();
  });

  it('does not close on a click outside it', async () => {
    const { user } = await openCase1();
    await user.click(screen.getByRole('button', { name: pageButton }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    // The backdrop has no role: it is found by MUI's class, as a mouse finds it by position.
    // eslint-disable-next-line testing-library/no-node-access
    const outside = document.querySelector('.MuiDialog-container');
    expect(outside).not.toBeNull();
    await user.click(outside!);
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: texts.title })).toBeVisible();
  });

  it('cancels with Escape, changing nothing, and gives focus back to its button', async () => {
    const { user } = await openCase1();
    const trigger = screen.getByRole('button', { name: pageButton });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: texts.title });
    await user.keyboard('{Escape}');
    await expectNoDialog();
    expect(storedStatus(1)).toBe('Open');
    expect(trigger).toHaveFocus();
  });

  it('cancels with the Cancel button, changing nothing', async () => {
    const { user, currentLocation } = await openCase1();
    await user.click(screen.getByRole('button', { name: pageButton }));
    await screen.findByRole('dialog', { name: texts.title });
    await user.click(dialogButton('Cancel'));
    await expectNoDialog();
    expect(storedStatus(1)).toBe('Open');
    expect(currentLocation().pathname).toBe('/review/1');
  });

  it('while saving: confirm disabled with progress, Cancel and Escape do nothing', async () => {
    const saves = holdSaves();
    const { user, currentLocation } = await openCase1();
    await user.click(screen.getByRole('button', { name: pageButton }));
    await screen.findByRole('dialog', { name: texts.title });
    await user.click(dialogButton(texts.confirm));

    expect(dialogButton(texts.confirm)).toBeDisabled();
    expect(await screen.findByRole('dialog')).toContainElement(screen.getByRole('progressbar'));
    expect(dialogButton('Cancel')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: texts.title })).toBeVisible();

    saves.release();
    await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
    await screen.findByText(/^Showing \d+ cases$/);
    expect(storedStatus(1)).toBe(kind === 'approve' ? 'Completed' : 'Denied');
  });

  it('stays open with the reason when the save fails, and saves on a retry', async () => {
    const { user, currentLocation } = await openCase1();
    await user.click(screen.getByRole('button', { name: pageButton }));
    await screen.findByRole('dialog', { name: texts.title });

    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceeded();
    });
    await user.click(dialogButton(texts.confirm));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTA_MESSAGE);
    expect(screen.getByRole('dialog', { name: texts.title })).toBeVisible();
    expect(storedStatus(1)).toBe('Open');

    setItem.mockRestore();
    await user.click(dialogButton(texts.confirm));
    await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
    await screen.findByText(/^Showing \d+ cases$/);
    expect(storedStatus(1)).toBe(kind === 'approve' ? 'Completed' : 'Denied');
  });
});

describe('Review decisions', () => {
  it('can change a decided case again', async () => {
    const first = await openCase1();
    await first.user.click(screen.getByRole('button', { name: 'Approve' }));
    await first.user.click(dialogButton('Approve'));
    await screen.findByText(/^Showing \d+ cases$/);
    expect(storedStatus(1)).toBe('Completed');
    first.unmount();

    const second = await openCase1();
    expect(currentStatus()).toHaveTextContent('Completed');
    await second.user.click(screen.getByRole('button', { name: 'Deny' }));
    await second.user.click(dialogButton('Deny'));
    await screen.findByText(/^Showing \d+ cases$/);
    expect(storedStatus(1)).toBe('Denied');
  });

  it('can be made with the keyboard alone', async () => {
    const { user, currentLocation } = await openCase1();
    screen.getByRole('button', { name: 'Approve' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Approve Case' });
    expect(dialogButton('Cancel')).toHaveFocus();
    await user.tab();
    expect(dialogButton('Approve')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
    await screen.findByText(/^Showing \d+ cases$/);
    expect(storedStatus(1)).toBe('Completed');
  });
});
