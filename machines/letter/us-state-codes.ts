import type { UsState } from '../survey/survey.types';
import { US_STATES } from '../survey/survey.constants';

/** The USPS code of each of the survey's 50 states (the survey's list is the one list). */
const CODE_OF: Record<UsState, string> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
};

export function stateCode(state: UsState): string {
  return CODE_OF[state];
}

/** The state a two-letter code stands for (any case), or null when it is none of the 50. */
export function stateOfCode(code: string): UsState | null {
  const upper = code.trim().toUpperCase();
  return US_STATES.find((state) => CODE_OF[state] === upper) ?? null;
}

/**
 * A comma-separated list of codes ("OR,WA") as the states it names, in the survey's order and
 * without repeats; null when any entry is not one of the 50 codes or the list is empty.
 */
export function parseStateCodes(text: string): UsState[] | null {
  // An empty entry ("OR,") is no code, so it is refused like any other.
  const states = text.split(',').map(stateOfCode);
  if (states.some((state) => state === null)) return null;
  return US_STATES.filter((state) => states.includes(state));
}

/** One of the survey's 50 state names (stored lists are read back as untrusted input). */
export function isUsState(value: unknown): value is UsState {
  return (US_STATES as readonly unknown[]).includes(value);
}
