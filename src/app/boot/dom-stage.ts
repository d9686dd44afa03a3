// Boot stage 1 (see src/main.tsx): React and React DOM, evaluated in a task of their own.
export { startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
