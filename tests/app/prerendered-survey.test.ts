import { describe, expect, it } from 'vitest';
import { canHydratePrerenderedSurvey } from '../../src/app/prerendered-survey';

function rootWith(prerendered: boolean): Element {
  const root = document.createElement('div');
  if (prerendered) root.setAttribute('data-prerendered', '');
  return root;
}

function session(entries: Record<string, string> = {}): () => Storage {
  const storage = window.sessionStorage;
  storage.clear();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return () => storage;
}

const HOME = { pathname: '/', search: '' };

describe('whether the prerendered first step may be hydrated', () => {
  it('hydrates a fresh visit to / with the prerendered markup', () => {
    expect(canHydratePrerenderedSurvey(rootWith(true), HOME, session())).toBe(true);
  });

  it('keeps hydrating with tracking parameters from a partner link', () => {
    const place = { pathname: '/', search: '?utm_source=partner' };
    expect(canHydratePrerenderedSurvey(rootWith(true), place, session())).toBe(true);
  });

  it('renders afresh when there is no prerendered markup (the dev server, app.html)', () => {
    expect(canHydratePrerenderedSurvey(rootWith(false), HOME, session())).toBe(false);
  });

  it('renders afresh on any other route', () => {
    for (const pathname of ['/login', '/case-overview', '/review/3', '/nowhere']) {
      expect(canHydratePrerenderedSurvey(rootWith(true), { pathname, search: '' }, session())).toBe(
        false,
      );
    }
  });

  it('renders afresh when the inspector panel is asked for', () => {
    const place = { pathname: '/', search: '?inspect' };
    expect(canHydratePrerenderedSurvey(rootWith(true), place, session())).toBe(false);
  });

  it('renders afresh when this tab holds a survey to resume', () => {
    const saved = session({ 'survey.snapshot': '{"status":"active"}' });
    expect(canHydratePrerenderedSurvey(rootWith(true), HOME, saved)).toBe(false);
  });

  it('hydrates when session storage cannot be read: nothing can be resumed then', () => {
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(canHydratePrerenderedSurvey(rootWith(true), HOME, broken)).toBe(true);
  });
});
