import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

const props = { titleId: 'title', draft: {}, onChange: () => undefined };

/** A fresh copy of the registry: no chunk loaded yet, as on a patient's first page. */
async function freshRegistry() {
  vi.resetModules();
  return import('../../../src/features/survey/step-bodies');
}

describe('the lazily loaded step bodies', () => {
  it('suspends on a body whose chunk is still on its way, then shows it', async () => {
    const { AgeStep } = await freshRegistry();
    render(
      <Suspense fallback={<p>loading the step</p>}>
        <h1 id="title">How old are you?</h1>
        <AgeStep {...props} />
      </Suspense>,
    );
    expect(screen.getByText('loading the step')).toBeInTheDocument();
    expect(await screen.findByRole('spinbutton', { name: 'How old are you?' })).toBeVisible();
  });

  it('renders a prefetched body at once, without suspending', async () => {
    const { AgeStep, stepBodyLoaders } = await freshRegistry();
    await Promise.all(stepBodyLoaders().map((load) => load()));
    render(
      <Suspense fallback={<p>loading the step</p>}>
        <h1 id="title">How old are you?</h1>
        <AgeStep {...props} />
      </Suspense>,
    );
    expect(screen.queryByText('loading the step')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'How old are you?' })).toBeVisible();
  });
});
