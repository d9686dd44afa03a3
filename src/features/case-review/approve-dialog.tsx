import { useActor } from '@xstate/react';
import {
  approvalLetterMachine,
  checkLetterForm,
  LETTER_READY,
  type LetterForm,
} from '../../../machines/letter';
import { ApprovalLetterFields } from './approval-letter-fields';
import { ConfirmDialog, type ConfirmDialogProps } from '../../components/confirm-dialog';

type ApproveDialogProps = Omit<ConfirmDialogProps, 'onConfirm'> & {
  onConfirm: (letter?: ReturnType<typeof letterOf>) => void;
};

function letterOf(form: LetterForm) {
  const checked = checkLetterForm(form);
  return checked.ok ? checked.request : undefined;
}

/**
 * The spec's Approve dialog plus, where approving signs a letter (server mode), the letter:
 * its machine says what it holds and whether Approve may be used.
 */
export function SigningApproveDialog(props: ApproveDialogProps & { letter: LetterForm }) {
  const { letter: initial, onConfirm, children, ...dialog } = props;
  const [snapshot, send] = useActor(approvalLetterMachine, { input: initial });
  return (
    <ConfirmDialog
      {...dialog}
      confirmDisabled={!snapshot.hasTag(LETTER_READY)}
      onConfirm={() => onConfirm(letterOf(snapshot.context))}
    >
      {/* The answers to check (flags), read before the letter they may change. */}
      {children}
      <ApprovalLetterFields
        form={snapshot.context}
        disabled={dialog.saving}
        onRemoveDiagnosis={(index) => send({ type: 'letter.removeDiagnosis', index })}
        onChangeCode={(index, code) => send({ type: 'letter.changeCode', index, code })}
        onChangeRecommendation={(field, value) =>
          send({ type: 'letter.changeRecommendation', field, value })
        }
      />
    </ConfirmDialog>
  );
}
