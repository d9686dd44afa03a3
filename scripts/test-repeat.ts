import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepCoresBusy } from './cpu-load.ts';

/**
 * `npm run test:repeat [-- N [vitest arguments…]]`: runs the unit suite N times in a row
 * (default 5) and names every test that failed in any run, with its file and first line of
 * error: a test that fails once in five is a flake to fix, not a run to retry.
 *
 * `npm run test:stress [-- N [vitest arguments…]]` does the same (default 3 runs) while every
 * core is kept busy by another process (scripts/cpu-load.ts), as on a machine where a second
 * copy of the suite runs beside it: a test that needs a quiet machine fails here first.
 */
interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages: string[];
}
interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: AssertionResult[];
}
interface VitestJson {
  numTotalTests: number;
  numFailedTests: number;
  testResults: FileResult[];
}

const args = process.argv.slice(2);
const underLoad = args[0] === '--under-load';
const [first, ...rest] = underLoad ? args.slice(1) : args;
const counted = first !== undefined && /^\d+$/.test(first);
const runs = counted ? Number(first) : underLoad ? 3 : 5;
const vitestArgs = counted ? rest : first === undefined ? [] : [first, ...rest];
if (runs < 1) throw new Error('The number of runs must be at least 1.');

const stopLoad = underLoad ? keepCoresBusy() : () => undefined;
if (underLoad) console.log('Every core is kept busy by another process while the suite runs.');

const outDir = mkdtempSync(join(tmpdir(), 'test-repeat-'));
const failures: string[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const outputFile = join(outDir, `run-${run}.json`);
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${outputFile}`,
        ...vitestArgs,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const found = readReport(outputFile);
    if (!found) {
      failures.push(`run ${run}: vitest wrote no report (exit code ${result.status})`);
      console.log(`run ${run}/${runs}: no report, exit code ${result.status}, ${seconds} s`);
      continue;
    }
    const failed = failedTests(found).map((line) => `run ${run}: ${line}`);
    if (failed.length === 0 && result.status !== 0) {
      failed.push(`run ${run}: vitest exited with ${result.status} (see its output above)`);
    }
    failures.push(...failed);
    console.log(
      `run ${run}/${runs}: ${found.numTotalTests} tests, ${found.numFailedTests} failed, ${seconds} s`,
    );
  }
} finally {
  stopLoad();
  rmSync(outDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`\n${failures.length} failure(s) in ${runs} run(s):\n${failures.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll ${runs} run(s) passed.`);
}

function readReport(file: string): VitestJson | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  } catch {
    return null;
  }
}

/** `file › test name: first line of the error`, for each failed test or file that did not load. */
function failedTests(report: VitestJson): string[] {
  const cwd = `${process.cwd()}/`;
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(cwd, '');
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (tests.length === 0 && file.status === 'failed') {
      return [`${name}: ${firstLine(file.message)}`];
    }
    return tests;
  });
}

function firstLine(text: string | undefined): string {
  return (text ?? 'no message').split('\n')[0]!.slice(0, 300);
}
