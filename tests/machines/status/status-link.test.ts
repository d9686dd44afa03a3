import { describe, expect, it } from 'vitest';
import {
  isWellFormedStatusToken,
  parseContactEmail,
  STATUS_NOT_FOUND_MESSAGE,
  statusPath,
} from '../../../machines/status';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234';

describe('status links', () => {
  it('accept 43 base64url characters and nothing else', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isWellFormedStatusToken(TOKEN)).toBe(true);
    for (const wrong of [
      TOKEN.slice(1),
      `${TOKEN}a`,
      `${TOKEN.slice(1)}.`,
      `${TOKEN.slice(1)}/`,
      `${TOKEN.slice(1)}=`,
      '',
      42,
      null,
      [TOKEN],
    ]) {
      expect(isWellFormedStatusToken(wrong)).toBe(false);
    }
  });

  it('that match nothing say so in the decision record’s words', () => {
    expect(STATUS_NOT_FOUND_MESSAGE).toBe('We could not find a request for this link');
  });

  it('point at /status/<token>', () => {
    expect(statusPath(TOKEN)).toBe(`/status/${TOKEN}`);
  });
});

describe('a contact email', () => {
  it('is kept trimmed when it has the form of an address', () => {
    expect(parseContactEmail(' ada@example.org ')).toBe('ada@example.org');
    expect(parseContactEmail('a.b+c@mail.example.co.uk')).toBe('a.b+c@mail.example.co.uk');
  });

  it('is refused otherwise, and over 254 characters', () => {
    for (const wrong of [
      '',
      'ada',
      'ada@',
      '@example.org',
      'ada@example',
      'a da@example.org',
      42,
      null,
    ]) {
      expect(parseContactEmail(wrong)).toBeNull();
    }
    expect(parseContactEmail(`${'a'.repeat(243)}@example.org`)).toBeNull();
    expect(parseContactEmail(`${'a'.repeat(242)}@example.org`)).not.toBeNull();
  });
});
