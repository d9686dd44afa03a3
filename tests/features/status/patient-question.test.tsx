import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

// The words: the question, a box of up to 2 000 characters, "Send answer", once.
const TOKEN = 'Tq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';
const QUESTION = 'How many minutes can you walk before your back hurts?';
const WAITING = {
  reference: 12,
  dateSubmitted: '2026-11-24',
  status: 'Open',
  denial: null,
  letter: null,
  exchange: [
    {
      number: 1,
      question: QUESTION,
      askedAt: '2026-11-25T10:00:00.000Z',
      answer: null,
      answeredAt: null,
    },
  ],
};

let status: Record<string, unknown>;
let answerReply: Response;
const posted: { url: string; body: unknown }[] = [];

function fakeApi(url: string, init: RequestInit): Promise<Response> {
  if (init.method === 'POST') {
    posted.push({ url, body: JSON.parse(String(init.body)) });
    return Promise.resolve(answerReply);
  }
  return Promise.resolve(new Response(JSON.stringify(status), { status: 200 }));
}

beforeEach(() => {
  status = WAITING;
  answerReply = new Response(null, { status: 204 });
  posted.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the status page: a question from the provider', () => {
  it('shows the question, and sends the answer once, trimmed, to that question', async () => {
    const user = userEvent.setup();
    renderApp(`/status/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'A question from the provider' });
    expect(within(form).getByText(QUESTION)).toBeVisible();
    expect(
      await screen.findByText(
        'The provider reviewing your request has a question for you. Your request waits for your answer.',
      ),
    ).toBeVisible();
    await user.type(
      within(form).getByRole('textbox', { name: 'Your answer' }),
      '  About ten minutes.  ',
    );
    await user.click(await within(form).findByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText(
        'Thank you: your answer was sent. The provider will continue with your request.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(posted).toEqual([
      {
        url: `/api/status/${TOKEN}/questions/1/answer`,
        body: { answer: 'About ten minutes.' },
      },
    ]);
  });

  it('says what is missing before sending an empty answer, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(`/status/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'A question from the provider' });
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Write your answer.')).toBeVisible();
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal (decided meanwhile) and keeps the answer typed', async () => {
    const user = userEvent.setup();
    answerReply = new Response(
      JSON.stringify({
        error: 'Your request was decided before your answer arrived, so it could not be added.',
      }),
      { status: 409 },
    );
    renderApp(`/status/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'A question from the provider' });
    const box = within(form).getByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'Ten minutes.');
    await user.click(await within(form).findByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText(/decided before your answer arrived/)).toBeVisible();
    expect(box).toHaveValue('Ten minutes.');
  });

  it('shows an answered question with the answer, and no box', async () => {
    status = {
      ...WAITING,
      exchange: [
        { ...WAITING.exchange[0], answer: 'Ten minutes.', answeredAt: '2026-11-25T11:00:00.000Z' },
      ],
    };
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Questions you answered' })).toBeVisible();
    expect(screen.getByText('Ten minutes.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers no box once the request is decided, even for an unanswered question', async () => {
    status = { ...WAITING, status: 'Denied' };
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Not approved' })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
