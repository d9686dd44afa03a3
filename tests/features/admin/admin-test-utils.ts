import { screen } from '@testing-library/react';
import { renderApp } from '../../support/render';

/** Admin pages load lazily: the first wait covers the chunk's import, so it gets longer. */
export const LAZY_PAGE = { timeout: 10_000 };

export const QUOTA_MESSAGE = "This browser's storage is full, so nothing could be saved.";

export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** Opens /review/{id} and waits until the case (or its absence) is on screen. */
export async function openReview(id: number | string) {
  const view = renderApp(`/review/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'Patient Review' }, LAZY_PAGE);
  return view;
}

/** Opens /case-overview and waits until the cases are loaded. */
export async function openOverview(search = '') {
  const view = renderApp(`/case-overview${search}`);
  await screen.findByText(/^Showing \d+ cases$/, {}, LAZY_PAGE);
  return view;
}
