import { describe, expect, it } from 'vitest';
import { isPatientLastName, LAST_NAME_MAX_LENGTH } from '../../../machines/letter';

describe('the patient’s last name, as the verify page compares it', () => {
  it('is the last word of the full name', () => {
    expect(isPatientLastName('Jane Q Roe', 'Roe')).toBe(true);
    expect(isPatientLastName('Jane Q Roe', 'Jane')).toBe(false);
    expect(isPatientLastName('Jane Q Roe', 'Q')).toBe(false);
    expect(isPatientLastName('Jane Q Roe', 'Ro')).toBe(false);
    expect(isPatientLastName('Jane Q Roe', 'Roes')).toBe(false);
    expect(isPatientLastName('Jane Roe', 'Doe')).toBe(false);
  });

  it('ignores case and accents, in either direction', () => {
    expect(isPatientLastName('Zoë Ångström', 'angstrom')).toBe(true);
    expect(isPatientLastName('Zoe Angstrom', 'ÅNGSTRÖM')).toBe(true);
    expect(isPatientLastName('José Núñez', 'NUNEZ')).toBe(true);
    expect(isPatientLastName('Anna Weiß', 'weiss')).toBe(true);
  });

  it('takes a last name of several words, and spaces, hyphens and apostrophes as written or not', () => {
    expect(isPatientLastName('Anna van der Berg', 'van der Berg')).toBe(true);
    expect(isPatientLastName('Anna van der Berg', '  Van   der  berg ')).toBe(true);
    expect(isPatientLastName('Anna van der Berg', 'der Berg')).toBe(true);
    expect(isPatientLastName('Mary Smith-Jones', 'Smith-Jones')).toBe(true);
    expect(isPatientLastName('Mary Smith-Jones', 'smith jones')).toBe(true);
    expect(isPatientLastName('Mary Smith-Jones', 'Jones')).toBe(true);
    expect(isPatientLastName('Sean O’Brien', "O'Brien")).toBe(true);
    expect(isPatientLastName("Sean O'Brien", 'obrien')).toBe(true);
  });

  it('a one-word name is its own last name; more words than the name never match', () => {
    expect(isPatientLastName('Cher', 'cher')).toBe(true);
    expect(isPatientLastName('Cher', 'Sarkisian Cher')).toBe(false);
  });

  it('nothing typed, or only spaces and punctuation, never matches', () => {
    for (const typed of ['', '   ', '-', "'"])
      expect(isPatientLastName('Jane Roe', typed)).toBe(false);
  });

  it('a name longer than any the survey takes is refused unread', () => {
    const long = `${'a'.repeat(LAST_NAME_MAX_LENGTH)}`;
    expect(isPatientLastName(`Jane ${long}`, long)).toBe(true);
    expect(isPatientLastName(`Jane ${long}a`, `${long}a`)).toBe(false);
    expect(LAST_NAME_MAX_LENGTH).toBe(200);
  });
});
