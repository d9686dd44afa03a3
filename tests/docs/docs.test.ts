import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The start page and the guides stay true to the tree: the README keeps the two commands a
 * newcomer runs and stays short, every relative link leads to a file, the layout names only
 * folders and files that exist, every npm script is documented, and every decision record
 * carries its status and is listed in the records' index.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DECISIONS = 'docs/decisions';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function guides(): string[] {
  const pages = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...pages, `${DECISIONS}/README.md`];
}

function decisionRecords(): string[] {
  return readdirSync(join(ROOT, DECISIONS))
    .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(name))
    .sort();
}

/** The targets of the Markdown links `[text](target)` that stay inside the repository. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'));
}

/** The paths the Layout block of docs/development.md names, each with its parents. */
function layoutPaths(): string[] {
  const page = read('docs/development.md');
  const block = /## Layout\n\n```\n([\s\S]*?)```/.exec(page)?.[1];
  if (block === undefined) throw new Error('docs/development.md has no Layout block');
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of block.split('\n')) {
    const match = /^( *)(\S+)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 2;
    // A description running on to the next line starts far to the right of any path.
    if (!Number.isInteger(depth) || depth > 4) continue;
    parents.length = depth;
    const path = [...parents, match[2]!].join('');
    paths.push(path);
    parents.push(match[2]!.endsWith('/') ? match[2]! : `${match[2]!}/`);
  }
  return paths;
}

describe('README.md', () => {
  const readme = read('README.md');

  it('gives the command that installs and starts the app, and the one that runs the tests', () => {
    expect(readme).toContain('npm ci && npm run dev');
    expect(readme).toContain('npm ci && npm test');
  });

  it('stays a start page (under 200 lines)', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
  });
});

describe('the guides', () => {
  it.each(guides())('%s links only to files that exist', (page) => {
    const missing = relativeLinks(read(page))
      .map((target) => target.split('#')[0]!)
      .filter((target) => target !== '' && !existsSync(join(ROOT, dirname(page), target)));
    expect(missing).toEqual([]);
  });

  it('name in the layout only folders and files that exist', () => {
    const paths = layoutPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('document every npm script', () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    );
    const page = read('docs/development.md');
    const undocumented = scripts.filter(
      (name) =>
        !page.includes(`npm run ${name}\``) &&
        !page.includes(`\`${name}\``) &&
        !page.includes(`npm ${name}\``),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('the decision records', () => {
  const records = decisionRecords();

  it.each(records)('%s says its status right under its title', (name) => {
    const [title, blank, status] = read(`${DECISIONS}/${name}`).split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(status).toMatch(/^Status: (accepted|amended by|partly superseded by|superseded by)\b/);
  });

  it('are each listed once in their index, which lists nothing else', () => {
    const index = read(`${DECISIONS}/README.md`);
    const listed = relativeLinks(index).filter((target) => /^\d{4}-/.test(target));
    const rows = index.split('\n').filter((line) => /^\| \d{4}-/.test(line));
    const firstLinks = rows.map((row) => /\]\(([^)]+)\)/.exec(row)?.[1]);
    expect([...firstLinks].sort()).toEqual(records);
    expect(listed.filter((target) => !records.includes(target))).toEqual([]);
  });

  it('amended or superseded name the later records, and the index says the same', () => {
    const index = read(`${DECISIONS}/README.md`);
    for (const name of records) {
      const status = read(`${DECISIONS}/${name}`).split('\n\n')[1]!;
      if (!/^Status: (amended|partly superseded|superseded) by/.test(status)) continue;
      const later = relativeLinks(status.split('; followed by')[0]!);
      expect(later.length, name).toBeGreaterThan(0);
      const row = index.split('\n').find((line) => line.split(' | ')[1]?.includes(`](${name})`))!;
      for (const record of later) {
        expect(records, name).toContain(record);
        expect(row, `${name} in the index`).toContain(`](${record})`);
      }
    }
  });
});
