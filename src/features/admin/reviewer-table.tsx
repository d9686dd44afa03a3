import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminReviewer } from '../../../machines/account/admin.api';
import type { AccountAction } from './account-actions';

const when = (iso: string | null) =>
  iso === null
    ? 'Never'
    : new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every reviewer, with the actions an administrator may take on each (confirmed next). */
export function ReviewerTable({
  reviewers,
  me,
  onAsk,
}: {
  reviewers: AdminReviewer[];
  /** The signed-in administrator: their own row cannot disable them or remove their role. */
  me: string | null;
  onAsk: (action: AccountAction) => void;
}) {
  return (
    <Table size="small" aria-label="Reviewers">
      <TableHead>
        <TableRow>
          <TableCell>Reviewer</TableCell>
          <TableCell>Licensed in</TableCell>
          <TableCell>Second factor</TableCell>
          <TableCell>Account</TableCell>
          <TableCell>Last sign-in</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reviewers.map((reviewer) => (
          <TableRow key={reviewer.id}>
            <TableCell>
              <bdi>{reviewer.username}</bdi>
              <Typography variant="body2" color="text.secondary">
                {[reviewer.fullName, reviewer.credentials].filter(Boolean).join(', ') ||
                  'No profile yet'}
                {reviewer.npi ? ` · NPI ${reviewer.npi}` : ''}
              </Typography>
            </TableCell>
            <TableCell>{reviewer.licensedInCodes.join(', ') || 'None'}</TableCell>
            <TableCell>{reviewer.factorEnrolled ? 'Set up' : 'Not set up'}</TableCell>
            <TableCell>
              {reviewer.disabled ? 'Disabled' : 'Active'}
              {reviewer.admin ? ', administrator' : ''}
            </TableCell>
            <TableCell>{when(reviewer.lastSignInAt)}</TableCell>
            <TableCell>
              <RowActions reviewer={reviewer} isMe={reviewer.username === me} onAsk={onAsk} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RowActions({
  reviewer,
  isMe,
  onAsk,
}: {
  reviewer: AdminReviewer;
  isMe: boolean;
  onAsk: (action: AccountAction) => void;
}) {
  const name = reviewer.username;
  const button = (kind: AccountAction['kind'], label: string) =>
    kind === 'add' ? null : (
      <Button
        size="small"
        onClick={() => onAsk({ kind, reviewer })}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </Button>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
      {button('profile', 'Edit profile')}
      {button('resetLink', 'Reset link')}
      {reviewer.factorEnrolled ? button('resetFactor', 'Reset second factor') : null}
      {isMe ? (
        <Typography variant="body2" color="text.secondary">
          Your own account: another administrator must disable it or remove your role, so the clinic
          is never left without one.
        </Typography>
      ) : (
        <>
          {reviewer.disabled ? button('enable', 'Re-enable') : button('disable', 'Disable')}
          {reviewer.admin
            ? button('revoke', 'Remove administrator')
            : button('grant', 'Make administrator')}
        </>
      )}
    </Stack>
  );
}
