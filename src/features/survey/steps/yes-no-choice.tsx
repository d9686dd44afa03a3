import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** Yes and No as two toggle buttons; the chosen one is highlighted and can be changed. */
export function YesNoChoice(props: {
  labelledBy: string;
  value: boolean | null | undefined;
  onChange: (answer: boolean) => void;
}) {
  const selected = props.value === true ? 'yes' : props.value === false ? 'no' : null;
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      aria-labelledby={props.labelledBy}
      value={selected}
      onChange={(_, answer: 'yes' | 'no' | null) => answer && props.onChange(answer === 'yes')}
    >
      <ToggleButton value="yes" sx={{ py: 1.5, fontSize: '1rem' }}>
        Yes
      </ToggleButton>
      <ToggleButton value="no" sx={{ py: 1.5, fontSize: '1rem' }}>
        No
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
