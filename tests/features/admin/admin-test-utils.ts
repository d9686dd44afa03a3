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

/**
 * The review's header line "Case {id} · {name} · submitted …", found by its whole text: the
 * name sits in its own <bdi>, so the line is no longer one text node.
 */
export function findCaseHeader(id: number, name: string) {
  const start = `Case ${id} · ${name} · submitted`;
  return screen.findByText(
    (_, element) =>
      element?.firstChild?.nodeType === Node.TEXT_NODE &&
      (element.textContent ?? '').startsWith(start),
    {},
    LAZY_PAGE,
  );
}
