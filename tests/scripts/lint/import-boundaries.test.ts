import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The arrows of docs/architecture.md, as the repository's own ESLint config enforces them.
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });
const RULE = 'import-x/no-restricted-paths';

async function fencedImports(filePath: string, specifier: string): Promise<number> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath });
  return result?.messages.filter((message) => message.ruleId === RULE).length ?? 0;
}

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One real module of each feature, to import from another. */
function aModuleOf(feature: string): string {
  const file = readdirSync(`src/features/${feature}`).find((name) => /\.tsx?$/.test(name));
  if (!file) throw new Error(`src/features/${feature} has no module`);
  return file.replace(/\.tsx?$/, '');
}

describe('import boundaries', () => {
  it.each(FEATURES)('fences the feature %s from every other feature', async (feature) => {
    for (const other of FEATURES.filter((name) => name !== feature)) {
      const specifier = `../${other}/${aModuleOf(other)}`;
      expect(await fencedImports(`src/features/${feature}/probe.ts`, specifier), specifier).toBe(1);
    }
  });

  it('lets a feature import its own modules and shared code', async () => {
    const own = `./${aModuleOf('case-review')}`;
    expect(await fencedImports('src/features/case-review/probe.ts', own)).toBe(0);
    expect(
      await fencedImports('src/features/case-review/probe.ts', '../../components/page-heading'),
    ).toBe(0);
  });

  it('keeps shared code and src/api off the features and the app', async () => {
    const feature = `../features/case-review/${aModuleOf('case-review')}`;
    expect(await fencedImports('src/api/probe.ts', feature)).toBe(1);
    expect(await fencedImports('src/api/probe.ts', '../app/routes')).toBe(1);
    expect(await fencedImports('src/api/probe.ts', '../components/page-heading')).toBe(1);
    expect(await fencedImports('src/lib/probe.ts', feature)).toBe(1);
  });

  it('keeps src/, server/ and machines/ apart', async () => {
    expect(await fencedImports('server/probe.ts', '../src/config/brand')).toBe(1);
    expect(await fencedImports('src/lib/probe.ts', '../../server/config')).toBe(1);
    expect(await fencedImports('machines/case/probe.ts', '../../server/config')).toBe(1);
    expect(await fencedImports('machines/case/probe.ts', '../../src/config/brand')).toBe(1);
    expect(await fencedImports('server/probe.ts', '../machines/case')).toBe(0);
  });
});

describe('calls to the server', () => {
  const fetchCalls = async (filePath: string) => {
    const [result] = await eslint.lintText(`void fetch('/x');\n`, { filePath });
    return result?.messages.filter((message) => message.ruleId === 'no-restricted-globals').length;
  };

  it('go through src/api only', async () => {
    expect(await fetchCalls('src/features/letters/probe.ts')).toBe(1);
    expect(await fetchCalls('src/lib/probe.ts')).toBe(1);
    expect(await fetchCalls('src/api/probe.ts')).toBe(0);
  });
});
