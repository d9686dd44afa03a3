import type { Manifest } from '../size/route-assets.ts';

/** The chunks of the stages src/main.tsx loads at start-up (scripts/prerender/boot-chunks). */
const isBootStage = (key: string, name: string | undefined) =>
  key.startsWith('src/app/boot/') || (name?.startsWith('boot-') ?? false);

/**
 * Every chunk the entry's boot stages load, the stages' own and what they import, in load
 * order and without the entry itself: the files the HTML preloads.
 */
export function bootChunkFiles(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  const [entryKey, entryChunk] = entry;
  const seen = new Set<string>([entryKey]);
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
  };
  const stages = (entryChunk.dynamicImports ?? []).filter((key) =>
    isBootStage(key, manifest[key]?.name),
  );
  if (stages.length === 0) throw new Error('The entry loads no boot stage (src/app/boot).');
  stages.forEach(visit);
  return files;
}

/**
 * Adds a modulepreload link for each file right after the entry's module script: the browser
 * fetches and compiles them all at once, while the stages evaluate them one task at a time.
 */
export function injectPreloads(html: string, files: string[], base: string): string {
  const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  const match = entryScript.exec(html);
  if (!match) throw new Error('The HTML has no module entry script to preload after.');
  const links = files.map(
    (file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`,
  );
  return html.replace(entryScript, (script) => script + links.join(''));
}
