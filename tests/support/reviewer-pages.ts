import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { CaseRecord } from '../../machines/case';
import { renderApp } from './render';

export const QUOTA_MESSAGE = "This browser's storage is full, so nothing could be saved.";

export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** Opens /review/{id} and waits until the case (or its absence) is on screen. */
export async function openReview(id: number | string) {
  const view = renderApp(`/review/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'Patient Review' });
  return view;
}

/** The "Showing N cases" line. */
export function showingLine() {
  return screen.getByText(/^Showing \d+ cases$/);
}

export async function findShowingLine() {
  return screen.findByText(/^Showing \d+ cases$/);
}

/**
 * jsdom lays nothing out, so the case list's scroll box would measure 0 px and show no row.
 * Give it the height of a laptop screen's worth of rows, in a window as tall as a list that
 * tall needs (the page's heading and filters take 300 px above it).
 */
export function giveTheListRoom(height = 800) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(height + 300);
}

/** Opens /case-overview and waits until the cases are loaded. */
export async function openOverview(search = '') {
  giveTheListRoom();
  const view = renderApp(`/case-overview${search}`);
  await findShowingLine();
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
  );
}

export const casesTable = () => screen.getByRole('table', { name: 'Cases' });

/** The rendered body rows (the header row is the first row). */
export const bodyRows = () => within(casesTable()).getAllByRole('row').slice(1);

/** The row whose row header is this name. */
export function rowOf(name: string) {
  const row = bodyRows().find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** `count` generated cases with ids from 1, dated in 2024, every third one Completed. */
export function manyCases(count: number): CaseRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Patient ${String(i + 1).padStart(5, '0')}`,
    status: i % 3 === 0 ? 'Completed' : 'Open',
    dateSubmitted: `2024-0${(i % 9) + 1}-1${i % 10}`,
  }));
}

/**
 * Finds the review's "Case N · Name · submitted …" line, whose name sits in its own `<bdi>`
 * (so a right-to-left name cannot reorder it) and is therefore not plain text of the line.
 */
export function caseLine(pattern: RegExp) {
  return (_: string, element: Element | null) =>
    element !== null &&
    element.querySelector(':scope > bdi') !== null &&
    pattern.test(element.textContent ?? '');
}
