import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { ANSWER_FIELDS, type AnswerFieldName } from '../../../machines/survey';
import { ANSWER_INPUTS } from '../../../machines/survey/survey.answer-inputs';

/** "Unset" is a choice too: QA try what a step does without an answer. */
const UNSET = '';

interface Props {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/**
 * One field of the survey's answers, typed as the machine receives it (its unset value when
 * unset), with the input the survey gives it (survey.answer-inputs.ts); any other payload as text.
 */
export function AnswerField({ name, value, onChange }: Props) {
  const id = `answer-${name}`;
  const field = Object.hasOwn(ANSWER_INPUTS, name) ? (name as AnswerFieldName) : undefined;
  const input = field && ANSWER_INPUTS[field];
  if (input?.kind === 'choices') {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    const toggle = (option: string) =>
      onChange(chosen.includes(option) ? chosen.filter((c) => c !== option) : [...chosen, option]);
    return (
      <FormGroup
        role="group"
        aria-labelledby={id}
        sx={{ maxHeight: 200, overflow: 'auto', flexWrap: 'nowrap' }}
      >
        <FormLabel id={id}>{name}</FormLabel>
        {input.options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option)}
                onChange={() => toggle(option)}
              />
            }
            label={option}
          />
        ))}
      </FormGroup>
    );
  }
  if (field && (input?.kind === 'choice' || input?.kind === 'yesNo')) {
    const yesNo = input.kind === 'yesNo';
    const choices = yesNo ? ['true', 'false'] : input.options;
    const text = value === null || value === undefined ? UNSET : String(value);
    const parse = (picked: string) =>
      picked === UNSET ? ANSWER_FIELDS[field].empty : yesNo ? picked === 'true' : picked;
    return (
      <TextField
        id={id}
        select
        label={name}
        size="small"
        value={text}
        onChange={(event) => onChange(parse(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={UNSET}>(unset)</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      id={id}
      label={name}
      size="small"
      value={typeof value === 'string' ? value : ''}
      multiline={input?.kind === 'text' && input.multiline}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
