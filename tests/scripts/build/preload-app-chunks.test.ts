import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../../scripts/build/preload-app-chunks';

/** Just the fields the closure reads. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports } as unknown as OutputChunk;
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
  'assets/styles.js': chunk(
    'assets/styles.js',
    ['/app/src/app/boot/styles.ts'],
    ['assets/react.js'],
  ),
  'assets/first-page.js': chunk(
    'assets/first-page.js',
    ['/app/src/app/start-app.tsx', '/app/src/features/survey/survey-page.tsx'],
    ['assets/styles.js', 'assets/react.js'],
  ),
  'assets/age-step.js': chunk('assets/age-step.js', ['/app/src/features/survey/steps/age.tsx']),
  'index.html': { type: 'asset', fileName: 'index.html' },
} as unknown as OutputBundle;

describe('staticClosure', () => {
  it('gives the chunks holding the modules and what they import, each once', () => {
    expect(staticClosure(bundle, ['src/app/boot/styles.ts', 'src/app/start-app.tsx'])).toEqual([
      'assets/styles.js',
      'assets/react.js',
      'assets/first-page.js',
    ]);
  });

  it('leaves out what is loaded later (a step) and the entry itself', () => {
    const files = staticClosure(bundle, ['src/app/start-app.tsx']);
    expect(files).not.toContain('assets/age-step.js');
    expect(files).not.toContain('assets/index.js');
  });

  it('fails the build when a stage is not in any chunk', () => {
    expect(() => staticClosure(bundle, ['src/app/boot/gone.ts'])).toThrow(/No chunk holds/);
  });
});
