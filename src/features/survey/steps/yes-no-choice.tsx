import { ChoiceCards } from './choice-cards';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Yes and No as a radio group; the chosen one is highlighted and can be changed. */
export function YesNoChoice(props: {
  labelledBy: string;
  describedBy?: string;
  value: boolean | null | undefined;
  onChange: (answer: boolean) => void;
}) {
  const selected = props.value === true ? 'yes' : props.value === false ? 'no' : null;
  return (
    <ChoiceCards
      labelledBy={props.labelledBy}
      describedBy={props.describedBy}
      options={YES_NO}
      value={selected}
      onChange={(answer) => props.onChange(answer === 'yes')}
    />
  );
}
