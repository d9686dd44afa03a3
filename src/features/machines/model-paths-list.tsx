import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { describePath, type ModelPath } from './model-paths';
import { describeEvent } from './simulator';
import type { PathPlayerState } from './use-explorer';

interface Props {
  slug: string;
  paths: readonly ModelPath[];
  player: PathPlayerState | null;
  /** Shows the path's first `position` events on the diagram and in the simulator. */
  onGoTo: (path: ModelPath, position: number) => void;
  onStop: () => void;
}

function PathPlayer({
  path,
  position,
  onGoTo,
  onStop,
}: { path: ModelPath; position: number } & Pick<Props, 'onGoTo' | 'onStop'>) {
  const total = path.events.length;
  return (
    <Box sx={{ p: 2, mb: 2, border: 2, borderColor: 'primary.main', borderRadius: 1 }}>
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        Replaying the path to <code>{path.target}</code>: step {position} of {total}
      </Typography>
      <Box component="ol" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', pl: 4 }}>
        {path.events.map((event, index) => (
          <Box
            component="li"
            key={index}
            aria-current={index === position - 1 ? 'step' : undefined}
            sx={index === position - 1 ? { fontWeight: 700, color: 'primary.dark' } : undefined}
          >
            {describeEvent(event)}
          </Box>
        ))}
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={position === 0}
          onClick={() => onGoTo(path, position - 1)}
        >
          Previous step
        </Button>
        <Button
          variant="contained"
          disabled={position === total}
          onClick={() => onGoTo(path, position + 1)}
        >
          Next step
        </Button>
        <Button
          variant="outlined"
          disabled={position === total}
          onClick={() => onGoTo(path, total)}
        >
          To the end
        </Button>
        <Button onClick={onStop}>Stop replaying</Button>
      </Stack>
    </Box>
  );
}

/** The shortest paths the model tests walk, each replayable on the diagram step by step. */
export const ModelPathsList = memo(function ModelPathsList({
  slug,
  paths,
  player,
  onGoTo,
  onStop,
}: Props) {
  const headingId = `paths-${slug}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Model paths ({paths.length})
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The shortest path to every state, as <code>getShortestPaths</code> from{' '}
        <code>xstate/graph</code> generates them for the model tests.
      </Typography>
      {player ? <PathPlayer {...player} onGoTo={onGoTo} onStop={onStop} /> : null}
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {paths.map((path) => (
          <Box component="li" key={path.id} sx={{ mb: 1 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onGoTo(path, 0)}
              aria-label={`Replay the path to ${path.target}`}
              sx={{ mr: 1 }}
            >
              Replay
            </Button>
            <code>{path.target}</code> · {path.events.length} events
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', color: 'text.secondary', wordBreak: 'break-word' }}
            >
              {describePath(path)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
});
