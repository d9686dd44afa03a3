import type { Theme } from '@mui/material/styles';

/**
 * The case list scrolls within this height: three quarters of a phone's screen, else the
 * screen below the page's heading and filters, but never less than a few rows.
 */
const LIST_SCREEN_SHARE = 0.75;
const ROOM_ABOVE_LIST = 300;
const MIN_LIST_HEIGHT = 360;

/** The list's `maxHeight`, by breakpoint. */
export const LIST_MAX_HEIGHT = {
  xs: `${LIST_SCREEN_SHARE * 100}vh`,
  sm: `max(${MIN_LIST_HEIGHT}px, 100vh - ${ROOM_ABOVE_LIST}px)`,
};

/**
 * The same height in pixels in this window: the list is never taller, so the virtualiser's
 * first render (before the list is laid out) holds every row in view and none below it.
 */
export function listMaxHeight(view: Window, theme: Theme): number {
  return view.innerWidth >= theme.breakpoints.values.sm
    ? Math.max(MIN_LIST_HEIGHT, view.innerHeight - ROOM_ABOVE_LIST)
    : view.innerHeight * LIST_SCREEN_SHARE;
}
