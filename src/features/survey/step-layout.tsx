import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { preloadable } from '../../lib/preloadable';

// Only a failed submission shows an error: its Alert (with its icons) is a chunk of its own.
const stepError = preloadable(async () => (await import('./step-error')).StepError);
export const loadStepError = stepError.preload;
const StepError = stepError.Component;

export interface StepLayoutProps {
  titleId: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** Move focus to the title when shown: every step change does, the first page load not. */
  focusTitle: boolean;
  /** Absent on the thank-you screen, which has no Continue. */
  onContinue?: () => void;
  canContinue?: boolean;
  busy?: boolean;
  hint?: string;
  onBack?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  error?: string | null;
}

/** The shared step layout of SPEC §2: title, subtitle, body, Continue with its hint, Back. */
export function StepLayout(props: StepLayoutProps) {
  const { titleId, title, subtitle, children, focusTitle, onContinue, busy = false } = props;
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
    // Only on arrival: the layout is remounted for every step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={3} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, outlineOffset: 4 }}
        >
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{subtitle}</Typography>}
      </Box>
      {children && <Box onKeyDown={props.onKeyDown}>{children}</Box>}
      {props.error && (
        <Suspense fallback={null}>
          <StepError message={props.error} />
        </Suspense>
      )}
      {onContinue && (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            size="large"
            onClick={onContinue}
            disabled={!props.canContinue || busy}
            sx={{ minWidth: 200 }}
          >
            {busy ? 'Loading...' : 'Continue'}
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {props.hint ?? 'Press Enter'}
          </Typography>
        </Stack>
      )}
      {props.onBack && (
        <Box sx={{ textAlign: 'center' }}>
          <Button onClick={props.onBack}>Back</Button>
        </Box>
      )}
    </Stack>
  );
}
