/** The browser storage key of the case list (SPEC §3). */
export const CASES_STORAGE_KEY = 'cases';
