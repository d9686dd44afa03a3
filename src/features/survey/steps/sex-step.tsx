import { SEX_OPTIONS } from '../../../../machines/survey';
import { ChoiceCards } from './choice-cards';
import type { StepBodyProps } from './step-body-props';

const OPTIONS = SEX_OPTIONS.map((option) => ({ value: option, label: option }));

export function SexStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <ChoiceCards
      labelledBy={titleId}
      describedBy={subtitleId}
      options={OPTIONS}
      value={draft.sex ?? null}
      onChange={(sex) => onChange({ sex })}
    />
  );
}
