import { describe, expect, it } from 'vitest';
import {
  covers,
  decisionRefusal,
  isUsState,
  licenceCoverage,
  mayDecide,
  parseStateCodes,
  stateCode,
  stateOfCode,
} from '../../../machines/letter';
import { US_STATES } from '../../../machines/survey';

describe('who may decide what', () => {
  const ann = { licensedIn: ['Oregon', 'Washington'] as const };

  it('a reviewer licensed in the patient state may decide', () => {
    expect(decisionRefusal('Oregon', ann)).toBeNull();
    expect(mayDecide('Washington', ann)).toBe(true);
  });

  it('another state is refused with the state name', () => {
    expect(decisionRefusal('Texas', ann)).toBe('You are not licensed in Texas');
    expect(mayDecide('Texas', ann)).toBe(false);
  });

  it('a case with no state (a seeded sample) may be decided by anyone, even with no licence', () => {
    expect(decisionRefusal(null, { licensedIn: [] })).toBeNull();
  });

  it('a reviewer without a profile (no states) may decide no state case', () => {
    expect(decisionRefusal('Oregon', { licensedIn: [] })).toBe('You are not licensed in Oregon');
  });
});

describe('which cases a reviewer’s licences cover (the overview filter and the queue)', () => {
  const wendy = licenceCoverage({ licensedIn: ['Washington'] });

  it('covers the states licensed in, and no other', () => {
    expect(covers(wendy, 'Washington')).toBe(true);
    expect(covers(wendy, 'Oregon')).toBe(false);
    expect(covers(licenceCoverage({ licensedIn: ['Oregon', 'Washington'] }), 'Oregon')).toBe(true);
  });

  it('covers the seeded samples (no state) for everyone, even a reviewer with no licence', () => {
    expect(covers(wendy, null)).toBe(true);
    expect(covers(licenceCoverage({ licensedIn: [] }), null)).toBe(true);
    expect(covers(licenceCoverage({ licensedIn: [] }), 'Texas')).toBe(false);
  });

  it('gives the server its inputs: the states as listed, and the stateless cases', () => {
    expect(licenceCoverage({ licensedIn: ['Oregon', 'Washington'] })).toEqual({
      states: ['Oregon', 'Washington'],
      stateless: true,
    });
  });

  it('is the decision rule: a reviewer may decide exactly what the licences cover', () => {
    for (const state of ['Washington', 'Oregon', null] as const) {
      expect(mayDecide(state, { licensedIn: ['Washington'] })).toBe(covers(wendy, state));
    }
  });
});

describe('state codes: the survey’s 50 states', () => {
  it('reads OR,WA as Oregon and Washington, any case, in the survey order, once each', () => {
    expect(parseStateCodes('OR,WA')).toEqual(['Oregon', 'Washington']);
    expect(parseStateCodes(' wa , or ,WA')).toEqual(['Oregon', 'Washington']);
  });

  it('refuses DC, territories, empty entries and names', () => {
    for (const text of ['DC', 'PR', 'OR,', '', 'Oregon', 'OR;WA', 'GU,OR']) {
      expect(parseStateCodes(text)).toBeNull();
    }
  });

  it('has one distinct code for each of the 50 states', () => {
    const every =
      'AL,AK,AZ,AR,CA,CO,CT,DE,FL,GA,HI,ID,IL,IN,IA,KS,KY,LA,ME,MD,MA,MI,MN,MS,MO,MT,NE,NV,NH,NJ,NM,NY,NC,ND,OH,OK,OR,PA,RI,SC,SD,TN,TX,UT,VT,VA,WA,WV,WI,WY';
    expect(parseStateCodes(every)).toEqual([...US_STATES]);
    expect(stateOfCode('TX')).toBe('Texas');
  });
});

describe('one state and its code', () => {
  it('writes a state as its two-letter postal code', () => {
    expect(stateCode('Oregon')).toBe('OR');
    expect(stateCode('Texas')).toBe('TX');
  });

  it('reads a code in any case, with spaces around it', () => {
    expect(stateOfCode(' or ')).toBe('Oregon');
    expect(stateOfCode('DC')).toBeNull();
  });

  it('knows a stored state name only when it is one of the survey’s 50', () => {
    expect(isUsState('Oregon')).toBe(true);
    for (const value of ['oregon', 'OR', 'District of Columbia', '', null]) {
      expect(isUsState(value)).toBe(false);
    }
  });
});
