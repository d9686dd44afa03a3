import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  HEIGHTS,
  MEDICAL_CONDITIONS,
  SEX_OPTIONS,
  US_STATES,
  type MedicalCondition,
} from '../../../machines/survey';

const CHOICES: Record<string, readonly string[]> = {
  sex: SEX_OPTIONS,
  state: US_STATES,
  height: HEIGHTS,
  hasChronicPain: ['true', 'false'],
  hasSurgery: ['true', 'false'],
};
const BOOLEAN_FIELDS = new Set(['hasChronicPain', 'hasSurgery']);
/** "Unset" is a choice too: QA try what a step does without an answer. */
const UNSET = '';

interface Props {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** One field of the survey's answers, typed as the machine receives it (null = unset). */
export function AnswerField({ name, value, onChange }: Props) {
  const id = `answer-${name}`;
  if (name === 'medicalConditions') {
    const chosen = Array.isArray(value) ? (value as MedicalCondition[]) : [];
    const toggle = (option: MedicalCondition) =>
      onChange(chosen.includes(option) ? chosen.filter((c) => c !== option) : [...chosen, option]);
    return (
      <FormGroup
        role="group"
        aria-labelledby={id}
        sx={{ maxHeight: 200, overflow: 'auto', flexWrap: 'nowrap' }}
      >
        <FormLabel id={id}>medicalConditions</FormLabel>
        {MEDICAL_CONDITIONS.map((option) => (
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
  const choices = CHOICES[name];
  if (choices) {
    const text = value === null || value === undefined ? UNSET : String(value);
    const parse = (picked: string) =>
      picked === UNSET
        ? name === 'height'
          ? ''
          : null
        : BOOLEAN_FIELDS.has(name)
          ? picked === 'true'
          : picked;
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
      multiline={name === 'riskFactors'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
