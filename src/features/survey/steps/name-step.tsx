import { MAX_NAME_LENGTH } from '../../../../machines/survey';
import { TextInput } from './text-input';
import type { StepBodyProps } from './step-body-props';

export function NameStep({ titleId, subtitleId, draft, onChange }: StepBodyProps) {
  return (
    <TextInput
      value={draft.name ?? ''}
      onValueChange={(name) => onChange({ name })}
      placeholder="Enter your full name"
      autoComplete="name"
      describedBy={subtitleId}
      inputProps={{ 'aria-labelledby': titleId, maxLength: MAX_NAME_LENGTH }}
    />
  );
}
