import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId } from 'react';

/**
 * A step change's buttons have no ripple: it costs a slow phone a render on the press and
 * another on the release, inside the step change (docs/decisions/2026-11-26-step-change-cut.md).
 * A plain darkening while pressed is the feedback instead; the keyboard focus ring stays (the
 * theme's ButtonBase focus-visible style).
 */
export const pressedFeedback = { '&:active': { filter: 'brightness(0.9)' } } as const;

export interface ContinueActionProps {
  onContinue: () => void;
  canContinue: boolean;
  busy: boolean;
  /** What is missing when Continue is refused, as the person reads it; null when allowed. */
  requirement: string | null;
  /** Show the requirement on screen too: the person tried to continue without it. */
  showRequirement: boolean;
  onRefused: () => void;
  hint: string;
}

/**
 * Continue with its hint. When it may not be used it stays focusable (`aria-disabled`, not
 * `disabled`), refuses, and is described by what is missing; pressing it shows that text.
 */
export function ContinueAction(props: ContinueActionProps) {
  const { canContinue, busy, requirement } = props;
  const id = useId();
  const unavailable = !canContinue || busy;
  const describedBy = [requirement && !busy ? `${id}-missing` : null, `${id}-hint`]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        size="large"
        disableRipple
        aria-disabled={unavailable || undefined}
        aria-describedby={describedBy}
        onClick={() => {
          if (!unavailable) props.onContinue();
          else if (!busy) props.onRefused();
        }}
        sx={{
          minWidth: 200,
          ...pressedFeedback,
          ...(unavailable && {
            color: 'action.disabled',
            bgcolor: 'action.disabledBackground',
            cursor: 'not-allowed',
            '&:hover': { bgcolor: 'action.disabledBackground' },
          }),
        }}
      >
        {busy ? 'Loading...' : 'Continue'}
      </Button>
      {requirement && !busy && (
        <Box component="span" id={`${id}-missing`} sx={visuallyHidden}>
          {requirement}
        </Box>
      )}
      <Box aria-live="polite">
        {props.showRequirement && requirement && !busy && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {requirement}
          </Typography>
        )}
      </Box>
      <Typography id={`${id}-hint`} variant="caption" sx={{ color: 'text.secondary' }}>
        {props.hint}
      </Typography>
    </Stack>
  );
}
