import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { listMaxHeight } from '../../../src/features/case-overview/list-height';

const theme = createTheme();
const window = (innerWidth: number, innerHeight: number) => ({ innerWidth, innerHeight }) as Window;

describe('the case list’s greatest height, in pixels', () => {
  it('is the screen below the heading and filters on a laptop (the bench’s 1280×800)', () => {
    expect(listMaxHeight(window(1280, 800), theme)).toBe(500);
  });

  it('is never under 360 px on a wide but short screen', () => {
    expect(listMaxHeight(window(1280, 600), theme)).toBe(360);
  });

  it('is three quarters of a phone’s screen', () => {
    expect(listMaxHeight(window(390, 844), theme)).toBe(633);
  });
});
