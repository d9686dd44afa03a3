import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterAnchor } from '../../src/app/router-app';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLinks() {
  render(
    <MemoryRouter initialEntries={['/letters/7']}>
      <RouterAnchor href="/case-overview">Back to the overview</RouterAnchor>
      <RouterAnchor href="/api/cases/7/letter.pdf" download>
        Download PDF
      </RouterAnchor>
      <RouterAnchor href="/api/status/abc/letter.pdf">Download your letter (PDF)</RouterAnchor>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('links of buttons', () => {
  it('moves between pages inside the app', async () => {
    renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the overview' }));
    expect(await screen.findByText('at /case-overview')).toBeInTheDocument();
  });

  it('leaves a download and a server file to the browser, never to the router', () => {
    renderLinks();
    for (const name of ['Download PDF', 'Download your letter (PDF)']) {
      const link = screen.getByRole('link', { name });
      // A router link would cancel the browser's own navigation; a plain one leaves it alone.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(screen.getByText('at /letters/7')).toBeInTheDocument();
  });
});
