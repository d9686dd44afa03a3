import { isCaseId } from '../../machines/case';
// The file itself, not the index: the thank-you screen loads this, and the index brings valibot.
import { isWellFormedStatusToken } from '../../machines/status/status-link';

/**
 * The one module that keeps the private status link in the tab (sessionStorage, beside the
 * survey's resume record): a reload of the thank-you screen shows the link again, and
 * closing the tab forgets it, as it forgets the answers.
 */
const STATUS_LINK_KEY = 'survey.statusLink';

export const statusLinkStore = {
  save(caseId: number, token: string): void {
    try {
      window.sessionStorage.setItem(STATUS_LINK_KEY, JSON.stringify({ caseId, token }));
    } catch {
      console.warn('The status link could not be kept in this tab; copy it now.');
    }
  },

  /** The link kept for this case, or undefined (another case's, tampered or none). */
  load(caseId: number): string | undefined {
    let parsed: unknown;
    try {
      parsed = JSON.parse(window.sessionStorage.getItem(STATUS_LINK_KEY) ?? 'null');
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const entry = parsed as { caseId?: unknown; token?: unknown };
    if (!isCaseId(entry.caseId) || entry.caseId !== caseId) return undefined;
    return isWellFormedStatusToken(entry.token) ? entry.token : undefined;
  },
};
