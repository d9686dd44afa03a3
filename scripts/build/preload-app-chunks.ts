import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The chunks holding `modules` and every chunk they import statically, by file name. */
export function staticClosure(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const module of modules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
    if (!holder) throw new Error(`No chunk holds ${module}.`);
    visit(holder);
  }
  return files;
}

/**
 * The entry (src/main.tsx) imports the app's stages dynamically, so that React DOM evaluates
 * in a task of its own before them. The HTML preloads their chunks, so they download beside
 * the entry rather than after it: no extra round trip on a slow network.
 */
export function preloadAppChunks(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'lmn:preload-app-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        return staticClosure(context.bundle, modules)
          .filter((file) => !html.includes(`${base}${file}`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
