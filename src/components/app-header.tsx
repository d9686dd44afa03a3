import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
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
        {/* Typography rather than MUI's Link, which the patient's first page would load for
            this one link. */}
        <Typography
          component={RouterLink}
          to="/"
          sx={{
            flexGrow: 1,
            textAlign: 'center',
            fontWeight: 700,
            fontSize: '1.125rem',
            mr: 8,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {brandName}
        </Typography>
      </Toolbar>
      {children}
    </AppBar>
  );
}
