import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PatientStatusView } from '../../../machines/status';
import { formatDay } from './format-day';

interface StatusOutcomeProps {
  view: PatientStatusView;
  /** Where the letter downloads from, when there is one. */
  letterUrl: string | null;
}

/** The one outcome the patient's request has now, in the words the status rules give. */
export function StatusOutcome({ view, letterUrl }: StatusOutcomeProps) {
  switch (view.kind) {
    case 'inReview':
      return (
        <Alert severity="info" variant="outlined" role="group">
          <AlertTitle component="h2">{view.label}</AlertTitle>
          {view.text}
        </Alert>
      );
    case 'approved':
      return (
        <Alert severity="success" variant="outlined" role="group">
          <AlertTitle component="h2">{view.label}</AlertTitle>
          <Stack spacing={2}>
            <Typography>{view.text}</Typography>
            {view.letter ? (
              <Typography>
                Valid from {formatDay(view.letter.validFrom)} until{' '}
                {formatDay(view.letter.validUntil)}.
              </Typography>
            ) : null}
            {view.letter && letterUrl ? (
              <div>
                <Button variant="contained" color="success" href={letterUrl} download>
                  Download your letter (PDF)
                </Button>
              </div>
            ) : null}
          </Stack>
        </Alert>
      );
    case 'notApproved':
      return (
        <Alert severity="warning" variant="outlined" role="group">
          <AlertTitle component="h2">{view.label}</AlertTitle>
          <Stack spacing={1.5}>
            <Typography>
              <strong>Why: </strong>
              {view.reason}
            </Typography>
            {view.note ? (
              <Typography>
                <strong>The reviewer&apos;s note: </strong>
                {view.note}
              </Typography>
            ) : null}
            <Typography>
              <strong>What you can do: </strong>
              {view.nextStep}
            </Typography>
            <div>
              <Button component={RouterLink} to="/" variant="outlined">
                Start a new questionnaire
              </Button>
            </div>
          </Stack>
        </Alert>
      );
  }
}
