// Boot stage 2 (see src/main.tsx): Emotion, the CSS-in-JS runtime under MUI's styles,
// evaluated in a task of its own.
export { CacheProvider } from '@emotion/react';
export { default as emotionStyled } from '@emotion/styled';
