import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { checkAnswer, MAX_ANSWER_LENGTH } from '../../../machines/case';
import { questionToAnswer, type PatientStatus } from '../../../machines/status';
import { formatDay } from './format-day';
import { sendPatientAnswer } from '../../api/status-api';

const ANSWER_SENT_MESSAGE =
  'Thank you: your answer was sent. The provider will continue with your request.';

const QUOTE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

interface PatientQuestionsProps {
  status: PatientStatus;
  token: string;
}

/**
 * The provider's questions on the patient's status page: the one waiting, with a box for
 * the answer and "Send answer" (once per question), and the earlier ones with their answers.
 */
export function PatientQuestions({ status, token }: PatientQuestionsProps) {
  const waiting = questionToAnswer(status);
  const answered = status.exchange.filter((entry) => entry.answer !== null);
  const [sentNumber, setSentNumber] = useState<number | null>(null);
  if (!waiting && answered.length === 0 && sentNumber === null) return null;
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
      {waiting && waiting.number !== sentNumber ? (
        <AnswerForm
          key={waiting.number}
          token={token}
          number={waiting.number}
          question={waiting.question}
          askedAt={waiting.askedAt}
          onSent={() => setSentNumber(waiting.number)}
        />
      ) : null}
      <Typography role="status">{sentNumber !== null ? ANSWER_SENT_MESSAGE : null}</Typography>
      {answered.length > 0 ? (
        <section aria-label="Your earlier answers">
          <Typography variant="h6" component="h2" gutterBottom>
            Questions you answered
          </Typography>
          {answered.map((entry) => (
            <Box key={entry.number} sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>
                The provider asked on {formatDay(entry.askedAt.slice(0, 10))}:
              </Typography>
              <Typography sx={QUOTE}>
                <bdi>{entry.question}</bdi>
              </Typography>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>You answered:</Typography>
              <Typography sx={QUOTE}>
                <bdi>{entry.answer}</bdi>
              </Typography>
            </Box>
          ))}
        </section>
      ) : null}
    </Box>
  );
}

interface AnswerFormProps {
  token: string;
  number: number;
  question: string;
  askedAt: string;
  onSent: () => void;
}

function AnswerForm({ token, number, question, askedAt, onSent }: AnswerFormProps) {
  const headingId = useId();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = checkAnswer(answer);
    if (!checked.ok) {
      setProblem(`${checked.problem}.`);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await sendPatientAnswer(token, number, checked.text);
      onSent();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby={headingId}
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 } }}
      noValidate
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        A question from the provider
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Asked on {formatDay(askedAt.slice(0, 10))}
      </Typography>
      <Typography sx={{ ...QUOTE, mb: 2 }}>
        <bdi>{question}</bdi>
      </Typography>
      <TextField
        label="Your answer"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        disabled={sending}
        required
        multiline
        minRows={4}
        fullWidth
        error={problem !== null}
        helperText={`${answer.length.toLocaleString('en-US')} of ${MAX_ANSWER_LENGTH.toLocaleString('en-US')} characters. You can answer once.`}
      />
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={sending}>
        Send answer
      </Button>
    </Paper>
  );
}
