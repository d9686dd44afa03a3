import { lazy, Suspense } from 'react';
import { isServerMode } from '../../config/case-store-mode';
import { statusLinkStore } from '../../storage/status-link-store';

// Its own chunk: the patient's first page (the prerendered first step) does not carry it.
const StatusLinkCard = lazy(async () => ({
  default: (await import('./status-link-card')).StatusLinkCard,
}));

/** Server mode only: the submitted case's private link, as the tab kept it. */
export function ThankYouStatusLink({ caseId }: { caseId: number }) {
  const token = isServerMode() ? statusLinkStore.load(caseId) : undefined;
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <StatusLinkCard token={token} />
    </Suspense>
  );
}
