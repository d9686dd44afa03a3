import type { Plugin } from 'vite';

/** The boot stages of src/main.tsx, in the order it loads them. */
export const BOOT_STAGE_MODULES = [
  'src/app/boot/dom-stage.ts',
  'src/app/boot/emotion-stage.ts',
  'src/app/boot/style-stage.ts',
  'src/app/boot/theme-stage.ts',
  'src/app/boot/machine-stage.ts',
  'src/app/boot/app-stage.tsx',
] as const;

const stageName = (module: string) =>
  `boot-${module
    .split('/')
    .pop()!
    .replace(/\.tsx?$/, '')}`;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The entry's own modules: they stay with the entry, in no stage. */
export const ENTRY_STAGE = -1;

/**
 * Which stage first needs each module, following static imports from the entry and then from
 * each stage in turn: a module belongs to the earliest that reaches it.
 */
export function assignStages(
  graph: ModuleGraph,
  entryIds: readonly string[],
  stageIds: readonly string[],
): Map<string, number> {
  const owner = new Map<string, number>();
  const starts = [entryIds, ...stageIds.map((id) => [id])];
  starts.forEach((ids, index) => {
    const stage = index - 1;
    const pending = [...ids];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (owner.has(id)) continue;
      owner.set(id, stage);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  });
  return owner;
}

/**
 * One chunk per boot stage, holding exactly the modules that stage is first to need: the
 * first page then loads six files (entry, runtime, four stages) instead of thirty small shared
 * chunks, and each stage still evaluates in a task of its own. Modules other pages share with
 * the first page come from these chunks; everything else is split as before.
 */
export function bootStageChunks(): Plugin {
  let owner = new Map<string, number>();
  const stageIndex = (id: string) => owner.get(id);
  return {
    name: 'lmn:boot-stage-chunks',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: BOOT_STAGE_MODULES.map((module, stage) => ({
                  name: stageName(module),
                  test: (id: string) => stageIndex(id) === stage,
                  // A stage's imports are in it or in an earlier stage already; helpers the
                  // bundler adds later (Vite's preload helper) stay with the entry.
                  includeDependenciesRecursively: false,
                  // Earlier stages first, so a module is never pulled into a later one.
                  priority: BOOT_STAGE_MODULES.length - stage,
                })),
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const stageIds = BOOT_STAGE_MODULES.map((module) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(module));
        if (!id) throw new Error(`The build has no boot stage ${module}.`);
        return id;
      });
      const entryIds = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      owner = assignStages(this, entryIds, stageIds);
    },
  };
}
