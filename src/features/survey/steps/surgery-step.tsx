import type { StepBodyProps } from './step-body-props';
import { YesNoChoice } from './yes-no-choice';

export function SurgeryStep({ titleId, draft, onChange }: StepBodyProps) {
  return (
    <YesNoChoice
      labelledBy={titleId}
      value={draft.hasSurgery}
      onChange={(hasSurgery) => onChange({ hasSurgery })}
    />
  );
}
