import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useId, useState } from 'react';
import { isServerMode } from '../../config/case-store-mode';

// Loaded when opened: most reviews never open it, and the review page's budget is nearly full.
const AccessHistoryList = lazy(() => import('./access-history-list'));

/**
 * Server mode (browser-only mode keeps no access log, and shows nothing): who viewed the case, downloaded its letter or decided it, and from where.
 * Collapsed at first (a disclosure button); each opening asks the server again.
 */
export function AccessHistory({ caseId }: { caseId: number }) {
  return isServerMode() ? <AccessHistorySection caseId={caseId} /> : null;
}

function AccessHistorySection({ caseId }: { caseId: number }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ m: 0 }}>
          <Button
            id={titleId}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            endIcon={
              <ExpandMoreIcon
                aria-hidden
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
            sx={{ font: 'inherit', textTransform: 'none', p: 0, minWidth: 0 }}
          >
            Access history
          </Button>
        </Typography>
        <div id={panelId} hidden={!open}>
          {open ? (
            <Suspense fallback={<Typography role="status">Loading the access history…</Typography>}>
              <AccessHistoryList caseId={caseId} />
            </Suspense>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
