import TextField from '@mui/material/TextField';
import type { ProfileInput } from '../../../machines/account/admin.api';

const FIELDS: { name: keyof ProfileInput; label: string; hint?: string }[] = [
  { name: 'fullName', label: 'Full name', hint: 'As letters are signed, as "Ann Lee".' },
  { name: 'credentials', label: 'Credentials', hint: 'As "MD", "DO" or "NP-C".' },
  { name: 'npi', label: 'NPI', hint: '10 digits.' },
  { name: 'licensedIn', label: 'Licensed in', hint: 'Two-letter state codes, as "OR,WA".' },
];

/** The profile a reviewer's letters are signed with, as text fields (controlled). */
export function ProfileFields({
  value,
  onChange,
}: {
  value: ProfileInput;
  onChange: (next: ProfileInput) => void;
}) {
  return (
    <>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          value={value[field.name]}
          helperText={field.hint}
          onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
          autoComplete="off"
          fullWidth
          margin="dense"
        />
      ))}
    </>
  );
}

export const EMPTY_PROFILE: ProfileInput = {
  fullName: '',
  credentials: '',
  npi: '',
  licensedIn: '',
};
