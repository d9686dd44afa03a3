import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EMAIL_CONFIRMED_MESSAGE } from '../../../machines/status/email-confirmation';
import { confirmContactEmail } from '../../api/email-confirmation-api';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { useDocumentTitle } from '../../lib/use-document-title';

const HEADING_ID = 'email-confirmation-heading';

type Confirmation =
  | { phase: 'asking' }
  | { phase: 'sending' }
  | { phase: 'confirmed' }
  | { phase: 'refused'; message: string };

/**
 * `/confirm-email/:token`, the link of a confirmation mail. Opening it confirms nothing (a
 * mail scanner opens links too): the patient presses the button. Nothing of the request shows.
 */
export function EmailConfirmationPage() {
  const token = useParams().token ?? '';
  const [confirmation, setConfirmation] = useState<Confirmation>({ phase: 'asking' });
  const done = confirmation.phase === 'confirmed';
  useDocumentTitle(done ? 'Email address confirmed' : 'Confirm your email address');

  // A full page load moves no focus; the heading takes it, and again when it changes.
  useEffect(() => {
    document.getElementById(HEADING_ID)?.focus();
  }, [done]);

  async function confirm() {
    setConfirmation({ phase: 'sending' });
    try {
      await confirmContactEmail(token);
      setConfirmation({ phase: 'confirmed' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setConfirmation({ phase: 'refused', message });
    }
  }

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading id={HEADING_ID}>
          {done ? 'Email address confirmed' : 'Confirm your email address'}
        </PageHeading>
        {done ? (
          <Typography role="status">{EMAIL_CONFIRMED_MESSAGE}</Typography>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              This address was given for news of a request for a Letter of Medical Necessity.
              Confirm it to get that news by email.
            </Typography>
            <Button
              variant="contained"
              loading={confirmation.phase === 'sending'}
              onClick={() => void confirm()}
            >
              Confirm my email address
            </Button>
            {confirmation.phase === 'refused' ? (
              <Alert severity="error" role="alert">
                {confirmation.message}
              </Alert>
            ) : null}
          </Stack>
        )}
      </PageContainer>
    </>
  );
}
