import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StepLayout } from './step-layout';
import { STEP_VIEWS } from './step-views';

// Server mode's status link comes as its own chunk: the first page does not carry it.
const ThankYouStatusLink = lazy(async () => ({
  default: (await import('./thank-you-status-link')).ThankYouStatusLink,
}));

interface ThankYouStepProps {
  /** The submitted case's id, the person's reference; null when the store gave none. */
  caseId: number | null;
  focusTitle: boolean;
  onStartNew: () => void;
}

/** The final screen: the spec's text, the case's reference, and a new survey on request. */
export function ThankYouStep({ caseId, focusTitle, onStartNew }: ThankYouStepProps) {
  const view = STEP_VIEWS.thankYou;
  const titleId = useId();
  const subtitleId = useId();
  useDocumentTitle(view.title);

  return (
    <StepLayout
      titleId={titleId}
      title={view.title}
      subtitleId={subtitleId}
      subtitle={view.subtitle}
      focusTitle={focusTitle}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {caseId !== null && (
          <Typography sx={{ fontSize: '1.1rem' }}>
            Your reference number is <strong>{caseId}</strong>.
          </Typography>
        )}
        {caseId !== null && isServerMode() ? (
          <Suspense fallback={null}>
            <ThankYouStatusLink caseId={caseId} />
          </Suspense>
        ) : null}
        <Button variant="outlined" onClick={onStartNew}>
          Start a new questionnaire
        </Button>
      </Stack>
    </StepLayout>
  );
}
