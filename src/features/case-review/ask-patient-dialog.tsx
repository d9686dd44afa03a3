import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  askPatientMachine,
  checkQuestion,
  MAX_QUESTION_LENGTH,
  type SendQuestionInput,
} from '../../../machines/case';
import { askPatient } from '../../api/question-api';
import { useInspector } from '../../lib/inspector/use-inspector';
import { ConfirmDialog } from '../../components/confirm-dialog';

export const ASK_PATIENT_TEXT =
  'The case stays Open and is marked "Waiting for the patient" until they answer on their status page. They are emailed that a question waits (never the question itself) if they left an address.';

const appAskPatientMachine = askPatientMachine.provide({
  actors: {
    sendQuestion: fromPromise<unknown, SendQuestionInput>(({ input }) =>
      askPatient(input.caseId, input.question),
    ),
  },
});

interface AskPatientProps {
  caseId: number;
  /** Told once the question is stored: the page reads the case again and moves focus. */
  onSent: () => void;
}

/**
 * "Ask the patient" beside Approve and Deny: its own machine opens and closes the dialog
 * (focus on Cancel, no backdrop dismissal, Escape cancels), holds the question and sends it.
 */
export function AskPatient({ caseId, onSent }: AskPatientProps) {
  const [snapshot, send, actorRef] = useActor(appAskPatientMachine, { input: { caseId } });
  useInspector(actorRef, 'askPatient');
  const { question, error } = snapshot.context;
  const sending = snapshot.matches('sending');
  const sent = snapshot.matches('sent');
  useEffect(() => {
    if (sent) onSent();
  }, [sent, onSent]);
  const typed = question.trim() === '' ? null : checkQuestion(question);

  return (
    <>
      <Button variant="outlined" onClick={() => send({ type: 'question.open' })}>
        Ask the patient
      </Button>
      <ConfirmDialog
        open={snapshot.matches('writing') || sending}
        title="Ask the patient"
        text={ASK_PATIENT_TEXT}
        confirmLabel="Send question"
        confirmColor="primary"
        saving={sending}
        error={error}
        changedTo={null}
        confirmDisabled={!snapshot.can({ type: 'question.send' })}
        onConfirm={() => send({ type: 'question.send' })}
        onCancel={() => send({ type: 'question.cancel' })}
      >
        <TextField
          label="Question for the patient"
          value={question}
          onChange={(event) => send({ type: 'question.type', question: event.target.value })}
          disabled={sending}
          required
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2 }}
          error={typed !== null && !typed.ok}
          helperText={
            typed !== null && !typed.ok
              ? typed.problem
              : `${question.length.toLocaleString('en-US')} of ${MAX_QUESTION_LENGTH.toLocaleString('en-US')} characters. Plain words the patient will read.`
          }
        />
      </ConfirmDialog>
    </>
  );
}
