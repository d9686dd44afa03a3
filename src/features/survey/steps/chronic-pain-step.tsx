import type { StepBodyProps } from './step-body-props';
import { YesNoChoice } from './yes-no-choice';

export function ChronicPainStep({ titleId, draft, onChange }: StepBodyProps) {
  return (
    <YesNoChoice
      labelledBy={titleId}
      value={draft.hasChronicPain}
      onChange={(hasChronicPain) => onChange({ hasChronicPain })}
    />
  );
}
