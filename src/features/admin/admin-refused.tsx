import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** The page a reviewer who may not manage accounts sees: the server's reason (403), and a way on. */
export function AdminRefused({ message }: { message: string }) {
  return (
    <Alert severity="warning">
      {message}{' '}
      <Link component={RouterLink} to="/case-overview">
        Go to the case overview
      </Link>
    </Alert>
  );
}
