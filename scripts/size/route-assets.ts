/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  js: string[];
  css: string[];
}

/** A chunk and everything it imports statically: what the browser loads for it at once. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The manifest has no chunk "${key}" (is size-budgets.json stale?).`);
    seen.add(key);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The HTML entry (index.html): the shell every route starts from. */
function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry in the manifest, found ${entries.length}.`);
  return entries[0]![0];
}

/** Manifest keys matching a pattern where `*` stands for any characters. */
function matchKeys(manifest: Manifest, pattern: string): string[] {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  const keys = Object.keys(manifest).filter((key) => regex.test(key));
  if (keys.length === 0) throw new Error(`No chunk in the manifest matches "${pattern}".`);
  return keys;
}

/**
 * The JS and CSS files a route loads: the entry's static graph plus the static graph of each
 * module the route loads on need (its page, lazily).
 */
export function routeAssets(manifest: Manifest, modules: string[]): RouteAssets {
  const keys = closure(manifest, [
    entryKey(manifest),
    ...modules.flatMap((m) => matchKeys(manifest, m)),
  ]);
  const chunks = [...keys].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
