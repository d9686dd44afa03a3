import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import type { AnyActorRef } from 'xstate';
import { theme } from '../../theme/theme';
import { InspectorPanel } from './inspector-panel';

/**
 * Renders the panel in its own root at the end of <body>, so a screen only adds one hook
 * call and its own tree stays as it is. Returns what removes it again.
 */
export function mountInspector(actorRef: AnyActorRef, name: string): () => void {
  const container = document.createElement('div');
  container.dataset.inspector = name;
  document.body.append(container);
  // A modal dialog hides the rest of the page with aria-hidden; the panel then stays in
  // sight (above the backdrop) but must leave the keyboard alone too, hence inert.
  const hiddenByModal = new MutationObserver(() => {
    container.inert = container.getAttribute('aria-hidden') === 'true';
  });
  hiddenByModal.observe(container, { attributes: true, attributeFilter: ['aria-hidden'] });
  const root = createRoot(container);
  root.render(
    <ThemeProvider theme={theme}>
      <InspectorPanel actorRef={actorRef} name={name} />
    </ThemeProvider>,
  );
  return () => {
    // Called from an effect's cleanup: React must finish that render before this root goes.
    queueMicrotask(() => {
      hiddenByModal.disconnect();
      root.unmount();
      container.remove();
    });
  };
}
