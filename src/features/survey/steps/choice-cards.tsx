import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';

interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

interface ChoiceCardsProps<T extends string> {
  labelledBy: string;
  describedBy?: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
}

/**
 * One choice of several, as large highlighted cards around native radio buttons: Tab enters
 * at the chosen option (the first when none), arrows move and choose, and a screen reader
 * hears the position ("Male, radio button, 2 of 3").
 */
export function ChoiceCards<T extends string>(props: ChoiceCardsProps<T>) {
  const name = useId();
  const { options, value } = props;
  return (
    <RadioGroup
      name={name}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      value={value ?? ''}
      onChange={(_, chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) props.onChange(option.value);
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${options.length}, 1fr)` },
        gap: 1.5,
      }}
    >
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio />}
            sx={{
              m: 0,
              py: 1,
              pl: 1,
              pr: 2,
              border: 2,
              borderRadius: 1,
              borderColor: chosen ? 'primary.main' : 'divider',
              bgcolor: chosen
                ? (theme) => alpha(theme.palette.primary.main, 0.1)
                : 'background.paper',
              '&:hover': { borderColor: 'primary.main' },
              '& .MuiFormControlLabel-label': {
                fontSize: '1.05rem',
                fontWeight: chosen ? 700 : 500,
              },
            }}
          />
        );
      })}
    </RadioGroup>
  );
}
