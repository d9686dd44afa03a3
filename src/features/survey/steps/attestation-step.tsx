import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AnswerSummary } from './answer-summary';
import { ConsentSentence } from './consent-sentence';

/** Every answer, each with its Change, then the attestation as the spec words it, and the consent it also gives. */
export function AttestationStep() {
  return (
    <>
      <AnswerSummary />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography>
          I attest that I am making this purchase primarily to cure, mitigate, treat or prevent the
          diagnosed medical condition(s) I identified, and that I would not make this purchase but
          for those conditions.
        </Typography>
        <ConsentSentence />
      </Paper>
    </>
  );
}
