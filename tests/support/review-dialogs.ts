import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { caseRepository } from '../../src/storage/case-repository';

export const DIALOGS = {
  approve: {
    title: 'Approve Case',
    text: 'Are you sure you want to approve this case? This action will mark the case as completed and allow the patient to proceed with their purchase.',
    confirm: 'Approve',
  },
  deny: {
    title: 'Deny Case',
    text: "Are you sure you want to deny this case? This action will reject the patient's application for medical necessity.",
    confirm: 'Deny',
  },
} as const;

export async function expectNoDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

export function dialogButton(name: string) {
  return within(screen.getByRole('dialog')).getByRole('button', { name });
}

/**
 * Holds every save until the test releases it, so the saving state can be seen on screen.
 * The save itself is the real one: it writes to (or fails on) browser storage.
 */
export function holdSaves() {
  const realDecide = caseRepository.decide;
  let release: (() => void) | undefined;
  vi.spyOn(caseRepository, 'decide').mockImplementation(async (id, decision, expectedStatus) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return realDecide(id, decision, expectedStatus);
  });
  return {
    release() {
      if (!release) throw new Error('No save is waiting.');
      const current = release;
      release = undefined;
      current();
    },
  };
}

/** The status chip the review page shows right after its "Current status:" label. */
export function currentStatus() {
  // The chip is tied to its label only by position, as a sighted reviewer reads it.
  return screen.getByText('Current status:').nextElementSibling;
}
