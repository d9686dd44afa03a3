import { MAX_RISK_FACTORS_LENGTH } from '../../../../machines/survey';
import { TextInput } from './text-input';
import type { StepBodyProps } from './step-body-props';

export function RiskFactorsStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <TextInput
      multiline
      describedBy={subtitleId}
      minRows={4}
      value={draft.riskFactors ?? ''}
      onValueChange={(riskFactors) => onChange({ riskFactors })}
      placeholder="For example: I'm a nurse and want to prevent falls or a back injury from lifting patients."
      inputProps={{ 'aria-labelledby': titleId, maxLength: MAX_RISK_FACTORS_LENGTH }}
    />
  );
}
