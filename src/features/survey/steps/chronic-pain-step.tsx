import type { StepBodyProps } from './step-body-props';
import { YesNoChoice } from './yes-no-choice';

export function ChronicPainStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <YesNoChoice
      labelledBy={titleId}
      describedBy={subtitleId}
      value={draft.hasChronicPain}
      onChange={(hasChronicPain) => onChange({ hasChronicPain })}
    />
  );
}
