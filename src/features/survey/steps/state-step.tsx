import { US_STATES, type UsState } from '../../../../machines/survey';
import { SelectInput } from './select-input';
import type { StepBodyProps } from './step-body-props';

export function StateStep({ subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <SelectInput
      label="State"
      placeholder="Select your state"
      options={US_STATES}
      value={draft.state ?? ''}
      onValueChange={(state) => onChange({ state: (state || null) as UsState | null })}
      autoComplete="address-level1"
      describedBy={subtitleId}
    />
  );
}
