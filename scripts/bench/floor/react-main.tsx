import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './react-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// As the app does (src/main.tsx): hydration in a transition.
startTransition(() => {
  hydrateRoot(root, <App />);
});
