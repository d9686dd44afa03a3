import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_PAGE } from '../../../machines/account/account.rules';
import type { EnrolmentStart } from '../../../machines/session/second-factor.api';
import { AppHeader } from '../../components/app-header';
import { BackToOverviewLink } from '../../components/back-to-overview-link';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { ProblemAlert } from '../../components/problem-alert';
import { StepHeading } from '../../components/step-heading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEnrolment, type Enrolment } from './use-enrolment';

/** `/account/second-factor` (server mode): a reviewer enrols the authenticator deciding needs. */
export function SecondFactorPage() {
  const enrolment = useEnrolment();
  useDocumentTitle('Second factor');
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <BackToOverviewLink />
        <PageHeading>Second factor</PageHeading>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <EnrolmentStepView enrolment={enrolment} />
        </Paper>
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={PASSWORD_PAGE}>
            Change your password
          </Link>
        </Typography>
      </PageContainer>
    </>
  );
}

function EnrolmentStepView({ enrolment }: { enrolment: Enrolment }) {
  const { step } = enrolment;
  switch (step.kind) {
    case 'browserMode':
      return (
        <Alert severity="info">
          This browser-only version has no sign-in, so there is no second factor to set up.
        </Alert>
      );
    case 'loading':
      return <PageLoading label="Checking your second factor" />;
    case 'failed':
      return <Alert severity="error">{step.message}</Alert>;
    case 'enrolled':
      return (
        <Typography>
          Your authenticator app is set up: you sign in with your password and its code, and you can
          decide cases. You have {step.recoveryCodesLeft} recovery{' '}
          {step.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
        </Typography>
      );
    case 'notEnrolled':
      return <NotEnrolled enrolment={enrolment} />;
    case 'scanning':
      return <Scanning enrolment={enrolment} secret={step.enrolment} />;
    case 'done':
      return <RecoveryCodes codes={step.recoveryCodes} />;
  }
}

function NotEnrolled({ enrolment }: { enrolment: Enrolment }) {
  const problemId = useId();
  return (
    <>
      <Typography gutterBottom>
        Approving or denying a case needs a second factor: after your password, a six-digit code
        from an authenticator app on your phone (such as Google Authenticator, Microsoft
        Authenticator or 1Password). Until you set one up you can read cases but not decide them.
      </Typography>
      <ProblemAlert id={problemId} problem={enrolment.problem} notice={null} />
      <Button variant="contained" loading={enrolment.busy} onClick={enrolment.start} sx={{ mt: 2 }}>
        Set up an authenticator app
      </Button>
    </>
  );
}

/** The secret in groups of four, as people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Scanning({ enrolment, secret }: { enrolment: Enrolment; secret: EnrolmentStart }) {
  const problemId = useId();
  const secretId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enrolment.confirm(String(new FormData(event.currentTarget).get('code') ?? ''));
  };
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <StepHeading>Add LMN intake to your authenticator app</StepHeading>
      <Typography gutterBottom>
        Scan this QR code with the app. It is shown only now: once you leave this page, it cannot be
        shown again.
      </Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrSvg)}`}
        alt="QR code of your authenticator secret, which is also written below"
        sx={{ width: 200, height: 200, display: 'block', my: 2 }}
      />
      <Typography id={secretId}>
        Or type this secret into the app: <code>{grouped(secret.secret)}</code>
      </Typography>
      <ProblemAlert id={problemId} problem={enrolment.problem} notice={null} />
      <TextField
        label="Code from the app"
        name="code"
        autoComplete="one-time-code"
        error={enrolment.problem !== null}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            spellCheck: false,
            'aria-describedby': enrolment.problem ? problemId : undefined,
          },
        }}
        fullWidth
        margin="normal"
      />
      <Button type="submit" variant="contained" loading={enrolment.busy} sx={{ mt: 1 }}>
        Confirm
      </Button>
    </Box>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <StepHeading>Save your recovery codes</StepHeading>
      <Alert severity="success" sx={{ mb: 2 }}>
        Your authenticator app is set up. From your next sign-in, enter its code after your
        password; you can now decide cases.
      </Alert>
      <Typography gutterBottom>
        If you lose your phone, each of these codes signs you in once in place of the app&apos;s
        code. Keep them somewhere safe, such as a password manager: they are shown only now.
      </Typography>
      <Box component="ol" sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Link component={RouterLink} to="/case-overview">
        I have saved them: go to the case overview
      </Link>
    </>
  );
}
