import type { StepBodyProps } from './step-body-props';
import { YesNoChoice } from './yes-no-choice';

export function SurgeryStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <YesNoChoice
      labelledBy={titleId}
      describedBy={subtitleId}
      value={draft.hasSurgery}
      onChange={(hasSurgery) => onChange({ hasSurgery })}
    />
  );
}
