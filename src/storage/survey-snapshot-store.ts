import type { Snapshot } from 'xstate';
import { restorableSurveySnapshot } from '../../machines/survey';

/** The one module that touches sessionStorage: the in-progress survey, for resume. */
export const SURVEY_SNAPSHOT_KEY = 'survey.snapshot';

export const surveySnapshotStore = {
  /** The snapshot to resume from, or undefined when there is none that can be used. */
  load(): Snapshot<unknown> | undefined {
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
    const snapshot = restorableSurveySnapshot(parsed);
    if (!snapshot) {
      console.warn('A saved survey could not be resumed; starting a new one.');
      this.clear();
    }
    return snapshot ?? undefined;
  },

  save(snapshot: unknown): void {
    try {
      window.sessionStorage.setItem(SURVEY_SNAPSHOT_KEY, JSON.stringify(snapshot));
    } catch {
      // Resume is a convenience: when session storage is full or off, the survey goes on.
      console.warn('The survey could not be saved for resume in this browser.');
    }
  },

  clear(): void {
    try {
      window.sessionStorage.removeItem(SURVEY_SNAPSHOT_KEY);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  },
};
