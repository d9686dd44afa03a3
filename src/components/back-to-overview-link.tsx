import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** The way back from a case's pages to the list of cases. */
export function BackToOverviewLink({ className }: { className?: string }) {
  return (
    <Link
      className={className}
      component={RouterLink}
      to="/case-overview"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Back to Overview
    </Link>
  );
}
