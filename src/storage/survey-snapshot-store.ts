import {
  inProgressRecord,
  parseStoredSurvey,
  submittedRecord,
  type StoredSurvey,
  type SurveyAnswers,
} from '../../machines/survey';
import { markBrowserResumable } from './resumable-marker';

/** The one module that touches sessionStorage: the survey in progress, or its reference. */
export const SURVEY_SNAPSHOT_KEY = 'survey.snapshot';

function write(value: unknown): void {
  markBrowserResumable();
  try {
    window.sessionStorage.setItem(SURVEY_SNAPSHOT_KEY, JSON.stringify(value));
  } catch {
    // Resume is a convenience: when session storage is full or off, the survey goes on.
    console.warn('The survey could not be saved for resume in this browser.');
  }
}

export const surveySnapshotStore = {
  /** What this tab kept of its survey, or undefined when nothing usable is there. */
  load(): StoredSurvey | undefined {
    let raw: string | null;
    try {
      raw = window.sessionStorage.getItem(SURVEY_SNAPSHOT_KEY);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const stored = parseStoredSurvey(parsed);
    if (!stored) {
      console.warn('A saved survey could not be resumed; starting a new one.');
      this.clear();
    }
    return stored ?? undefined;
  },

  /** The machine's persisted snapshot and the current step's unsent answer. */
  saveProgress(run: string, snapshot: unknown, draft: Partial<SurveyAnswers> | null): void {
    write(inProgressRecord(run, snapshot, draft));
  },

  /** Replaces the answers with the submitted case's reference, for the thank-you screen. */
  saveSubmitted(run: string, caseId: number | null): void {
    write(submittedRecord(run, caseId));
  },

  clear(): void {
    try {
      window.sessionStorage.removeItem(SURVEY_SNAPSHOT_KEY);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  },
};
