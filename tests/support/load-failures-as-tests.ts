import type { Reporter, Vitest } from 'vitest/node';

type File = ReturnType<Vitest['state']['getFiles']>[number];
type Task = File['tasks'][number];

/**
 * For the mutation run only (vitest.machines.config.ts). A test file that cannot even be loaded
 * under a mutant (its model paths fail to generate, say) reports no test, and Stryker's Vitest
 * runner counts only tests: the mutant would pass for "survived" although `npm test` fails.
 * This reporter records such a file as one failed test, so the mutant counts as killed.
 */
export default class LoadFailuresAsTests implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      const errors = file.result?.errors;
      if (file.result?.state !== 'fail' || !errors?.length || file.tasks.length > 0) continue;
      const failed = {
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors },
      };
      file.tasks.push(failed as unknown as Task);
    }
  }
}
