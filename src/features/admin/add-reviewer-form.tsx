import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { ProfileInput } from '../../../machines/account/admin.api';
import type { AccountAction } from './account-actions';
import { EMPTY_PROFILE, ProfileFields } from './profile-fields';

/** A new reviewer's username, profile and, optionally, a temporary password; confirmed next. */
export function AddReviewerForm({ onAsk }: { onAsk: (action: AccountAction) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [profile, setProfile] = useState<ProfileInput>(EMPTY_PROFILE);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAsk({
      kind: 'add',
      reviewer: { username, ...profile, ...(password !== '' && { password }) },
    });
  };
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="add-reviewer-title">
      <Typography id="add-reviewer-title" variant="h6" component="h2" gutterBottom>
        Add a reviewer
      </Typography>
      <TextField
        label="Username"
        name="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="off"
        required
        fullWidth
        margin="dense"
      />
      <ProfileFields value={profile} onChange={setProfile} />
      <TextField
        label="Temporary password (optional)"
        name="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        helperText="Leave it empty to get a one-time reset link instead, with which they choose their own."
        autoComplete="new-password"
        fullWidth
        margin="dense"
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={username.trim() === ''}>
        Add reviewer
      </Button>
    </Box>
  );
}
