import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EXPLORED_MACHINES, findExploredMachine } from './machine-catalog';
import { MachineExplorer } from './machine-explorer';

/**
 * `/machines`, for QA and developers: every machine the app runs, drawn from its own
 * definition, with a simulator and its model paths. `?machine=survey&state=heightWeight`
 * opens a machine at a state (each simulator offers the link to its current state).
 */
export function MachinesPage() {
  useDocumentTitle('State machines');
  const [params] = useSearchParams();
  // The link is read once, when the page opens: the simulators then move on their own.
  const [link] = useState(() => ({ machine: params.get('machine'), state: params.get('state') }));
  const linked = findExploredMachine(link.machine);

  useEffect(() => {
    if (!linked) return;
    const heading = document.getElementById(`machine-${linked.slug}`);
    // Not every environment scrolls (jsdom has no scrollIntoView).
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [linked]);

  return (
    <>
      <AppHeader />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          State machines
        </Typography>
        <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
          Every machine the app runs, drawn from its own definition. Choose a state for its
          description; step through a machine with the simulator (nothing is saved); replay the
          paths the model tests take.
        </Typography>
        <Typography component="nav" aria-label="Machines" sx={{ mb: 3 }}>
          {EXPLORED_MACHINES.map((entry, index) => (
            <span key={entry.slug}>
              {index > 0 ? ' · ' : ''}
              <Link href={`#machine-${entry.slug}`}>{entry.title}</Link>
            </span>
          ))}
        </Typography>
        {link.machine !== null && !linked ? (
          <Alert severity="warning" sx={{ mb: 3 }}>
            There is no machine “{link.machine}”. The machines are{' '}
            {EXPLORED_MACHINES.map((entry) => entry.slug).join(', ')}.
          </Alert>
        ) : null}
        {EXPLORED_MACHINES.map((entry) => (
          <MachineExplorer
            key={entry.slug}
            entry={entry}
            link={entry === linked ? link.state : null}
          />
        ))}
      </Container>
    </>
  );
}
