import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSignedInReviewer } from '../api/reviewer-session';
import { brandName } from '../config/brand';

// Only a signed-in reviewer (server mode) sees it: the patient's first page never loads it.
const SignOutButton = lazy(async () => ({
  default: (await import('./sign-out-button')).SignOutButton,
}));

/**
 * The fixed header of every page: Login at top left, the co-brand linking home. In server
 * mode a signed-in reviewer sees Sign out there instead.
 */
export function AppHeader({ children }: { children?: ReactNode }) {
  const reviewer = useSignedInReviewer();
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        {reviewer === null ? (
          <Button component={RouterLink} to="/login" variant="outlined" size="small">
            Login
          </Button>
        ) : (
          <Suspense fallback={null}>
            <SignOutButton reviewer={reviewer} />
          </Suspense>
        )}
        <Link
          component={RouterLink}
          to="/"
          underline="hover"
          color="text.primary"
          sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 700, fontSize: '1.125rem', mr: 8 }}
        >
          {brandName}
        </Link>
      </Toolbar>
      {children}
    </AppBar>
  );
}
