/**
 * The app the entry (src/main.tsx) loads after React DOM, stage by stage: the module each
 * stage imports, in the order src/app/boot/stages.ts imports them, and the name of the chunk
 * that holds it (vite.config.ts gives each stage a chunk of its own, so each evaluates in a
 * task of its own).
 */
export const APP_STAGES = [
  { module: 'src/app/boot/styles.ts', chunk: 'first-page-styles' },
  { module: 'src/app/boot/components.ts', chunk: 'first-page-components' },
  { module: 'src/app/start-app.tsx', chunk: 'first-page' },
] as const;
