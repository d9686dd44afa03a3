import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown';
import { ContinueAction, pressedFeedback, type ContinueActionProps } from './continue-action';

/** MUI's Alert stays off the first page: it is fetched with the later steps (prefetch). */
export const loadStepErrorAlert = () => import('./step-error-alert');

/** The message in plain text, while the alert's chunk is on its way or if it cannot come. */
function PlainStepError({ message }: { message: string }) {
  const ref = useFocusWhenShown<HTMLDivElement>(message);
  return (
    <Box ref={ref} tabIndex={-1} role="alert" sx={{ color: 'error.main', fontWeight: 500 }}>
      {message}
    </Box>
  );
}

const StepErrorAlert = lazy(() =>
  loadStepErrorAlert().then(
    (chunk) => ({ default: chunk.StepErrorAlert }),
    () => ({ default: PlainStepError }),
  ),
);

export interface StepLayoutProps {
  titleId: string;
  title: string;
  /** "Step 4 of 11": part of the heading the focus lands on, so it is heard with the title. */
  stepLabel?: string;
  subtitleId: string;
  subtitle?: string;
  children?: ReactNode;
  /** Move focus to the title when shown: every step change does, the first page load not. */
  focusTitle: boolean;
  /** Absent on the thank-you screen, which has no Continue. */
  continueAction?: ContinueActionProps;
  onBack?: () => void;
  /** Any key press in the step (its title, fields and choices), for Enter to continue. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  error?: string | null;
}

/** The shared step layout of SPEC §2: title, subtitle, body, Continue with its hint, Back. */
export function StepLayout(props: StepLayoutProps) {
  const { titleId, title, subtitle, children, focusTitle, continueAction } = props;
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After the step is painted: focus() lays the page out there and then, and the paint
    // would lay it out again (docs/decisions/2026-11-26-step-change-cut.md).
    if (focusTitle) return afterNextPaint(() => titleRef.current?.focus());
    // Only on arrival (a kept step arrives each time it is shown again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack
      component="section"
      aria-labelledby={titleId}
      spacing={3}
      onKeyDown={props.onKeyDown}
      sx={{ alignItems: 'stretch' }}
    >
      <StepTitle
        titleRef={titleRef}
        titleId={titleId}
        title={title}
        stepLabel={props.stepLabel}
        subtitleId={props.subtitleId}
        subtitle={subtitle}
      />
      {children && <Box>{children}</Box>}
      {props.error && (
        <Suspense fallback={<PlainStepError message={props.error} />}>
          <StepErrorAlert message={props.error} />
        </Suspense>
      )}
      {continueAction && <ContinueAction {...continueAction} />}
      {/* Hidden rather than absent where there is no Back (the first step): its styles are
          then in place before the first Continue, which paints the next step without
          compiling them (about 20 ms on a slow phone). Hidden, it is out of the page and of
          the accessibility tree. */}
      <Box sx={{ textAlign: 'center' }} hidden={!props.onBack}>
        <Button disableRipple onClick={props.onBack} sx={pressedFeedback}>
          Back
        </Button>
      </Box>
    </Stack>
  );
}

type StepTitleProps = Pick<
  StepLayoutProps,
  'titleId' | 'title' | 'stepLabel' | 'subtitleId' | 'subtitle'
> & { titleRef: RefObject<HTMLHeadingElement | null> };

/**
 * The step's heading and subtitle. Memoized: they never change while a step is kept, so
 * showing a kept step (a Continue, a Back) does not render them again.
 */
const StepTitle = memo(function StepTitle({
  titleRef,
  titleId,
  title,
  stepLabel,
  subtitleId,
  subtitle,
}: StepTitleProps) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography
        ref={titleRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, outlineOffset: 4 }}
      >
        {stepLabel && (
          <Box
            component="span"
            sx={{ display: 'block', mb: 1, fontSize: '0.95rem', color: 'text.secondary' }}
          >
            {stepLabel}
            {/* Heard, not seen: "Step 4 of 11: What state…". Clipped rather than taken out
                of the flow, which would make Chromium read a space before the colon. */}
            <Box component="span" sx={{ clipPath: 'inset(50%)', whiteSpace: 'pre' }}>
              {': '}
            </Box>
          </Box>
        )}
        <span id={titleId}>{title}</span>
      </Typography>
      {subtitle && (
        <Typography id={subtitleId} sx={{ mt: 1.5, color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
});
