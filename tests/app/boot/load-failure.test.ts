import { afterEach, describe, expect, it } from 'vitest';
import { showLoadFailure } from '../../../src/app/boot/load-failure';
import { RESUMING_ATTRIBUTE } from '../../../src/lib/resume-paint';

const html = document.documentElement;

afterEach(() => {
  document.body.replaceChildren();
  html.removeAttribute(RESUMING_ATTRIBUTE);
});

describe('showLoadFailure', () => {
  it('tells the person, above the page, and keeps what they typed', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><input aria-label="name"></main>';
    document.body.append(root);
    const input = root.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = 'Ada Lovelace';

    showLoadFailure(root);

    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'This page could not load completely. Check your connection, then reload the page.',
    );
    expect(alert?.nextElementSibling).toBe(root);
    expect(input.value).toBe('Ada Lovelace');
  });

  it('shows a page a resuming tab had hidden', () => {
    const root = document.createElement('div');
    document.body.append(root);
    html.setAttribute(RESUMING_ATTRIBUTE, '');
    showLoadFailure(root);
    expect(html.hasAttribute(RESUMING_ATTRIBUTE)).toBe(false);
  });
});
