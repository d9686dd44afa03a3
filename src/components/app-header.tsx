import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brandName } from '../config/brand';

/** The fixed header of every page: Login at top left, the co-brand linking home. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Button component={RouterLink} to="/login" variant="outlined" size="small">
          Login
        </Button>
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
