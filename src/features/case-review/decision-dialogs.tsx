import type { ReactNode } from 'react';
import type { CaseDecision, CasePartner, CaseStatus } from '../../../machines/case';
import type { ReviewRecord } from '../../../machines/case/review.sample';
import { initialLetterForm, type LetterRequest } from '../../../machines/letter';
import { recommendationFor } from '../../../machines/partner/partner.product';
import type { DenialReasonCode } from '../../../machines/status';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SigningApproveDialog } from './approve-dialog';
import { DenialReasonFields } from './denial-reason-fields';

export const APPROVE_TEXT =
  'Are you sure you want to approve this case? This action will mark the case as completed and allow the patient to proceed with their purchase.';
export const DENY_TEXT =
  "Are you sure you want to deny this case? This action will reject the patient's application for medical necessity.";

export interface DecisionDialogsProps {
  /** The dialog the review machine has open, if any. */
  open: CaseDecision | null;
  saving: boolean;
  error: string | null;
  changedTo: CaseStatus | null;
  /**
   * Server mode: approving signs a letter, drafted from the answers on review and the
   * partner's product, if any.
   */
  letterFrom: { record: ReviewRecord; product: CasePartner['product'] | undefined } | null;
  /** The answers' flags, read again in the Approve dialog before signing. */
  flags: ReactNode;
  /** Server mode: a denial says why. */
  reasonRequired: boolean;
  denialReason: DenialReasonCode | null;
  denialNote: string;
  /** False while the machine would refuse the denial (no reason yet). */
  mayConfirmDenial: boolean;
  onApprove: (letter?: LetterRequest) => void;
  onDeny: () => void;
  onCancel: () => void;
  onReason: (reason: DenialReasonCode) => void;
  onNote: (note: string) => void;
}

/**
 * The spec's Approve and Deny dialogs, in a chunk of their own: the review page shows the case
 * without them (MUI's dialog, the letter's and the reason's fields), and they come in an idle
 * moment once it is on screen, or at once when a decision starts (case-review.tsx).
 */
export function DecisionDialogs(props: DecisionDialogsProps) {
  const { open, saving, error, changedTo, letterFrom, flags, onCancel } = props;
  const shared = { saving, error, changedTo, onCancel };
  const approve = {
    ...shared,
    open: open === 'approve',
    title: 'Approve Case',
    text: APPROVE_TEXT,
    confirmLabel: 'Approve',
    confirmColor: 'success' as const,
  };
  return (
    <>
      {letterFrom ? (
        <SigningApproveDialog
          {...approve}
          onConfirm={props.onApprove}
          letter={initialLetterForm(
            letterFrom.record.medicalConditions,
            letterFrom.record,
            recommendationFor(letterFrom.product),
          )}
        >
          {flags}
        </SigningApproveDialog>
      ) : (
        <ConfirmDialog {...approve} onConfirm={() => props.onApprove()}>
          {flags}
        </ConfirmDialog>
      )}
      <ConfirmDialog
        {...shared}
        open={open === 'deny'}
        title="Deny Case"
        text={DENY_TEXT}
        confirmLabel="Deny"
        confirmColor="error"
        confirmDisabled={!props.mayConfirmDenial}
        onConfirm={props.onDeny}
      >
        {props.reasonRequired ? (
          <DenialReasonFields
            reason={props.denialReason}
            note={props.denialNote}
            disabled={saving}
            onReason={props.onReason}
            onNote={props.onNote}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
