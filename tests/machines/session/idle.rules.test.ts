import { describe, expect, it } from 'vitest';
import {
  countdownText,
  idleMinutes,
  idleSignOutNotice,
  parseIdleMinutes,
  secondsLeft,
} from '../../../machines/session';

describe('the idle rules', () => {
  it('names the configured minutes in the sign-out notice', () => {
    expect(idleSignOutNotice(15)).toBe(
      'You were signed out after 15 minutes without activity. Please sign in again.',
    );
    expect(idleSignOutNotice(1)).toBe(
      'You were signed out after 1 minute without activity. Please sign in again.',
    );
    expect(idleMinutes(15 * 60_000)).toBe(15);
    expect(idleMinutes(2 * 60_000)).toBe(2);
    expect(idleMinutes(1000)).toBe(1);
  });

  it('reads the minutes of a /login address only as a whole number from 1 to 1440', () => {
    expect(parseIdleMinutes('15')).toBe(15);
    for (const bad of [null, '', '0', '-5', '1.5', '1e3', '99999', '1441', '15abc', ' 15'])
      expect(parseIdleMinutes(bad), String(bad)).toBeNull();
  });

  it('counts down in whole seconds, never below zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 1000)).toBe(59);
    expect(secondsLeft(60_000, 70_000)).toBe(0);
    expect(countdownText(60)).toBe('1:00');
    expect(countdownText(59)).toBe('0:59');
    expect(countdownText(5)).toBe('0:05');
  });
});
