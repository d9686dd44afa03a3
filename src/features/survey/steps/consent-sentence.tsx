import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';
import { CONSENT_DOCUMENTS } from '../../../../machines/case/case.consent-documents';

/**
 * A plain link (the survey loads no router), in a new tab so the survey stays where it is;
 * said so for screen readers.
 */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}

/**
 * The consent continuing on the attestation also gives: no new field and no new step (the
 * spec's 11 steps stand); the submission records the versions these links show.
 */
export function ConsentSentence() {
  return (
    <Typography sx={{ mt: 2 }}>
      By continuing, you also consent to an{' '}
      <DocumentLink href={CONSENT_DOCUMENTS.telehealth.path}>
        asynchronous telehealth review
      </DocumentLink>{' '}
      of your answers by a provider licensed in your state, and acknowledge the{' '}
      <DocumentLink href={CONSENT_DOCUMENTS.privacy.path}>Notice of Privacy Practices</DocumentLink>
      .
    </Typography>
  );
}
