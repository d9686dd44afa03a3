import { describe, expect, it } from 'vitest';
import {
  credentialsProblem,
  isPhysician,
  MD_OR_DO_STATES,
  reviewRefusal,
  signerRefusal,
} from '../../../machines/letter';
import { US_STATES } from '../../../machines/survey';

// The product decision (issue 33): these four states' letters are signed by an MD or DO.
const PHYSICIAN_ONLY = ['Alabama', 'Mississippi', 'South Carolina', 'Tennessee'];

describe('the signer each state needs', () => {
  it('lists exactly Alabama, Mississippi, South Carolina and Tennessee', () => {
    expect([...MD_OR_DO_STATES].sort()).toEqual(PHYSICIAN_ONLY);
  });

  it.each(PHYSICIAN_ONLY)('refuses a non-physician for %s, with the reason', (state) => {
    for (const credentials of ['NP', 'NP-C', 'PA-C', 'APRN, FNP-BC', '', null, undefined]) {
      expect(signerRefusal(state as never, credentials)).toBe(
        `Letters for ${state} patients are signed by an MD or DO`,
      );
    }
    for (const credentials of ['MD', 'DO', 'M.D.', 'd.o.', 'MD, MPH', 'FACP, MD']) {
      expect(signerRefusal(state as never, credentials)).toBeNull();
    }
  });

  it('lets any signer sign for every other state, and for a case with no state', () => {
    for (const state of US_STATES.filter((s) => !PHYSICIAN_ONLY.includes(s))) {
      expect(signerRefusal(state, 'NP')).toBeNull();
    }
    expect(signerRefusal(null, 'NP')).toBeNull();
    expect(signerRefusal(null, null)).toBeNull();
  });

  it('a reviewer needs the licence first, then the signer the state needs', () => {
    const np = { licensedIn: ['Alabama', 'Ohio'] as const, credentials: 'NP' };
    expect(reviewRefusal('Texas', np)).toBe('You are not licensed in Texas');
    expect(reviewRefusal('Ohio', np)).toBeNull();
    expect(reviewRefusal('Alabama', np)).toBe(
      'Letters for Alabama patients are signed by an MD or DO',
    );
    expect(reviewRefusal('Alabama', { ...np, credentials: 'MD' })).toBeNull();
    // Licensed in Tennessee or not, an MD not licensed there may not decide it.
    expect(reviewRefusal('Tennessee', { ...np, credentials: 'MD' })).toBe(
      'You are not licensed in Tennessee',
    );
  });

  it('tells a physician by the MD or DO among the credentials, not by letters inside others', () => {
    expect(isPhysician('MD')).toBe(true);
    expect(isPhysician('D.O., MPH')).toBe(true);
    expect(isPhysician('DNP')).toBe(false);
    expect(isPhysician('MDiv')).toBe(false);
    expect(isPhysician('')).toBe(false);
    expect(isPhysician(null)).toBe(false);
  });
});

describe('credentials reviewer:add accepts', () => {
  it.each(['MD', 'DO', 'NP', 'NP-C', 'PA', 'PA-C', 'APRN', 'FNP-BC', 'M.D., MPH', 'np-c'])(
    'accepts %s',
    (credentials) => expect(credentialsProblem(credentials)).toBeNull(),
  );

  it.each([
    ['LPN', '"LPN" is not a credential this app knows'],
    ['MD Wizard', '"WIZARD" is not a credential this app knows'],
    ['', 'is not a credential this app knows'],
    ['PhD', 'names no licence that signs a letter'],
  ])('refuses %j', (credentials, message) => {
    expect(credentialsProblem(credentials)).toContain(message);
  });
});
