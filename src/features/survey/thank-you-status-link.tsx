import { statusLinkStore } from '../../storage/status-link-store';
import { StatusLinkCard } from './status-link-card';

/** The submitted case's private link, as the tab kept it (server mode; loaded lazily). */
export function ThankYouStatusLink({ caseId }: { caseId: number }) {
  const token = statusLinkStore.load(caseId);
  return token ? <StatusLinkCard token={token} /> : null;
}
