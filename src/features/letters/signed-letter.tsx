import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { letterSections, VERIFICATION_TEXT } from '../../../machines/letter';
import { PageLoading } from '../../components/page-loading';
import { LetterDocument } from './letter-document';
import { LETTER_API } from '../../../machines/letter/letter.api';
import { fetchLetter } from '../../api/letters-api';
import { useLoaded } from './use-loaded';

/** The case's signed letter, as the server stores it: printable, with a PDF while valid. */
export function SignedLetter({ caseId }: { caseId: number }) {
  const loaded = useLoaded(() => fetchLetter(caseId), String(caseId));
  if (loaded.status === 'loading') return <PageLoading label="Loading letter" />;
  if (loaded.status === 'failed') return <Alert severity="error">{loaded.message}</Alert>;
  const letter = loaded.data;
  if (letter === null)
    return (
      <Typography>
        Case {caseId} has no letter: a letter is issued when a licensed reviewer approves the case.
      </Typography>
    );
  const valid = letter.status === 'valid';
  return (
    <Stack spacing={2}>
      <Alert severity={valid ? 'success' : 'warning'} className="letter-screen-only">
        {VERIFICATION_TEXT[letter.status]}
      </Alert>
      {valid && (
        <Stack direction="row" spacing={2} className="letter-screen-only">
          <Button
            variant="contained"
            href={LETTER_API.pdf(caseId)}
            download
            startIcon={<DownloadIcon aria-hidden />}
          >
            Download PDF
          </Button>
          <Button
            variant="outlined"
            onClick={() => window.print()}
            startIcon={<PrintIcon aria-hidden />}
          >
            Print
          </Button>
        </Stack>
      )}
      <LetterDocument
        title={letter.content.title}
        sections={letterSections(letter.content)}
        signature={letter.content.signature}
        verificationUrl={letter.verificationUrl}
      />
    </Stack>
  );
}
