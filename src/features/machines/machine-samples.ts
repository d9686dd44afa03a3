import type { SessionAnswer } from '../../../machines/session';

/** The edits a reviewer makes to the letter in the Approve dialog, one sample each. */
export const LETTER_EDITS: Record<string, object> = {
  'letter.removeDiagnosis': { index: 0 },
  'letter.changeCode': { index: 0, code: 'E66.812' },
  'letter.changeRecommendation': { field: 'usage', value: '45 minutes a day, 3 days a week' },
};

/** The server's answer "the session is live, 15 minutes left": the idle timing's sample. */
export const LIVE_SESSION = {
  kind: 'live' as const,
  timing: { idleMs: 15 * 60_000, idleRemainingMs: 15 * 60_000 },
} satisfies SessionAnswer;
