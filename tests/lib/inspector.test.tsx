import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { caseLifecycleMachine } from '../../machines/case';
import { isInspectRequested, useInspector } from '../../src/lib/inspector/use-inspector';
import { createActor, type AnyActorRef } from 'xstate';

function Screen({ actorRef }: { actorRef: AnyActorRef }) {
  useInspector(actorRef, 'lifecycle');
  return <h1>Screen</h1>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the live inspector', () => {
  it('is asked for by ?inspect, with or without a value, and nothing else', () => {
    expect(isInspectRequested('?inspect')).toBe(true);
    expect(isInspectRequested('?a=1&inspect=1')).toBe(true);
    expect(isInspectRequested('')).toBe(false);
    expect(isInspectRequested('?inspection')).toBe(false);
  });

  it('follows the running actor: state, last event and context', async () => {
    window.history.replaceState(null, '', '/?inspect');
    const user = userEvent.setup();
    const actor = createActor(caseLifecycleMachine).start();
    const view = render(<Screen actorRef={actor} />);
    const panel = await screen.findByRole('complementary', { name: 'Live inspector: lifecycle' });
    expect(within(panel).getByTestId('inspector-state')).toHaveTextContent('Open');
    expect(within(panel).getByTestId('inspector-event')).toHaveTextContent('none yet');
    act(() => actor.send({ type: 'case.deny' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('inspector-state')).toHaveTextContent('Denied'),
    );
    expect(within(panel).getByTestId('inspector-event')).toHaveTextContent('case.deny');

    await user.click(within(panel).getByRole('button', { name: 'Hide' }));
    expect(await within(panel).findByRole('button', { name: 'Show' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(panel).getByText(/^Status:/)).not.toBeVisible();

    view.unmount();
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });

  it('shows nothing without the flag', async () => {
    render(<Screen actorRef={createActor(caseLifecycleMachine).start()} />);
    // Once the panel's code is loaded, a panel asked for would be on screen: none is.
    await act(() => import('../../src/lib/inspector/mount-inspector'));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
