import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AnyActorRef, AnyEventObject, Snapshot } from 'xstate';
import { describeEvent, stateLabel } from '../machine-text';

interface Seen {
  snapshot: Snapshot<unknown> & { value?: unknown; context?: unknown };
  event: AnyEventObject | null;
}

const pre = {
  m: 0,
  p: 1,
  maxHeight: '22vh',
  overflow: 'auto',
  bgcolor: 'grey.100',
  fontSize: '0.75rem',
};

/** The running actor as it changes: state, status, last event and context. */
export function InspectorPanel({ actorRef, name }: { actorRef: AnyActorRef; name: string }) {
  const [seen, setSeen] = useState<Seen>(() => ({ snapshot: actorRef.getSnapshot(), event: null }));
  const [open, setOpen] = useState(true);

  // A layout effect: subscribed in the same commit that shows the panel, so no event that
  // follows the panel's appearance is missed.
  useLayoutEffect(() => {
    // XState's own inspection API: every snapshot of this actor with the event that made it.
    const subscription = actorRef.system.inspect((inspection) => {
      if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actorRef) {
        setSeen({ snapshot: inspection.snapshot, event: inspection.event });
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // The panel floats over the page: room below the content keeps every button reachable.
  const panelRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${panel.offsetHeight + 24}px`;
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  const { snapshot, event } = seen;
  const value = snapshot.value as Parameters<typeof stateLabel>[0] | undefined;
  const contentId = `inspector-${name}-content`;
  return (
    <Paper
      component="aside"
      ref={panelRef}
      aria-label={`Live inspector: ${name}`}
      elevation={6}
      sx={{
        position: 'fixed',
        right: 12,
        bottom: 12,
        // Above a dialog's backdrop (1300): the state is worth seeing while a dialog is open.
        zIndex: 1350,
        width: 380,
        maxWidth: 'calc(100vw - 24px)',
        p: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="subtitle2" sx={{ flexGrow: 1 }}>
          Inspector: {name} ·{' '}
          <code data-testid="inspector-state">{value === undefined ? '?' : stateLabel(value)}</code>
        </Typography>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'}
        </Button>
      </Box>
      <Box id={contentId} hidden={!open} sx={{ fontSize: '0.8125rem' }}>
        <Typography variant="body2">Status: {snapshot.status}</Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          Last event:{' '}
          <code data-testid="inspector-event">{event ? describeEvent(event) : 'none yet'}</code>
        </Typography>
        <Box component="pre" tabIndex={0} aria-label={`${name} context`} sx={pre}>
          {JSON.stringify(snapshot.context ?? null, null, 2)}
        </Box>
        <Typography variant="caption">Shown in this tab only; nothing is sent anywhere.</Typography>
      </Box>
    </Paper>
  );
}
