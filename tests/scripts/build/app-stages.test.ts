import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_STAGES } from '../../../scripts/build/app-stages';

const ROOT = resolve(import.meta.dirname, '../../..');
const STAGES_FILE = join(ROOT, 'src/app/boot/stages.ts');

/** The modules src/app/boot/stages.ts imports, in its order, as paths from the root. */
function importedInOrder(): string[] {
  const source = readFileSync(STAGES_FILE, 'utf8');
  return [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => {
    const base = relative(ROOT, resolve(dirname(STAGES_FILE), match[1] ?? ''));
    const file = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsIn(f));
    if (!file) throw new Error(`stages.ts imports ${match[1]}, which is not a .ts or .tsx file.`);
    return file;
  });
}

const existsIn = (file: string) => {
  try {
    readFileSync(join(ROOT, file));
    return true;
  } catch {
    return false;
  }
};

describe('the stages of the app after React DOM', () => {
  it('are chunked (vite.config.ts) in the order the entry loads them', () => {
    expect(importedInOrder()).toEqual(APP_STAGES.map((stage) => stage.module));
  });

  it('end with the module that starts the app', () => {
    expect(APP_STAGES.at(-1)?.module).toBe('src/app/start-app.tsx');
  });
});
