import { useEffect, useState } from 'react';
import { partnerChoices, type PartnerChoice } from '../../../machines/case/case.partner-filter';
import { brandName } from '../../config/brand';
import { isServerMode } from '../../config/case-store-mode';

export type PartnerChoices =
  | { status: 'loading' }
  /** `unavailable`: the server's list could not be read; only the default partner is known. */
  | { status: 'ready'; choices: PartnerChoice[]; unavailable: boolean };

/**
 * The partners the overview can tell apart: the server's list (server mode), or the one
 * partner of a browser-only build, whose cases are all the default partner's. The default
 * partner is named by the brand this build's `/` shows (partner.config.json's, if any).
 */
export function usePartnerChoices(): PartnerChoices {
  const [choices, setChoices] = useState<PartnerChoices>(() =>
    isServerMode()
      ? { status: 'loading' }
      : { status: 'ready', choices: partnerChoices([], brandName), unavailable: false },
  );
  useEffect(() => {
    if (!isServerMode()) return;
    let live = true;
    // Loaded here, in server mode only: its API client stays out of the page's first load,
    // as the case repository's does (src/storage/lazy-case-repository.ts).
    import('../../api/partners-api')
      .then(({ fetchPartners }) => fetchPartners())
      .then(
        (partners) =>
          live &&
          setChoices({
            status: 'ready',
            choices: partnerChoices(partners, brandName),
            unavailable: false,
          }),
        () =>
          live &&
          setChoices({
            status: 'ready',
            choices: partnerChoices([], brandName),
            unavailable: true,
          }),
      );
    return () => {
      live = false;
    };
  }, []);
  return choices;
}
