import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Toolbar from '@mui/material/Toolbar';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useSignedInAdministrator, useSignedInReviewer } from '../api/reviewer-session';
import { brandName, surveyPath } from '../config/brand';

// Only a signed-in reviewer (server mode) sees it: the patient's first page never loads it.
const SignOutButton = lazy(async () => ({
  default: (await import('./sign-out-button')).SignOutButton,
}));

/**
 * The fixed header of every page: Login at top left, the co-brand linking home. In server
 * mode a signed-in reviewer sees Sign out there instead, with their account's page and, for
 * an administrator, the reviewers' page. Its links are MUI `href` links, with no router
 * import: the patient's first page has no router.
 */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <HeaderToolbar />
      {children}
    </AppBar>
  );
}

/** Memoized: the survey re-renders its header's progress bar on every step, not these links. */
const HeaderToolbar = memo(function HeaderToolbar() {
  const reviewer = useSignedInReviewer();
  const admin = useSignedInAdministrator();
  return (
    <Toolbar sx={{ gap: 2 }}>
      {reviewer === null ? (
        <Button href="/login" variant="outlined" size="small">
          Login
        </Button>
      ) : (
        <Suspense fallback={null}>
          <SignOutButton reviewer={reviewer} admin={admin} />
        </Suspense>
      )}
      {/* A plain link on the survey; the admin pages' router makes it an in-app link
          (MUI's LinkComponent, see app/router-app). */}
      <ButtonBase
        href={surveyPath}
        disableRipple
        sx={{
          flexGrow: 1,
          justifyContent: 'center',
          fontWeight: 700,
          fontSize: '1.125rem',
          mr: 8,
          color: 'text.primary',
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {brandName}
      </ButtonBase>
    </Toolbar>
  );
});
