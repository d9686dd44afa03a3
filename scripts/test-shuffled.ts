import { spawnSync } from 'node:child_process';

/**
 * `npm run test:shuffled [-- vitest arguments…]`: the unit suite with its files and the tests
 * in each file in a random order, the seed printed first so that a failing order can be run
 * again (`-- --sequence.seed=SEED`). Without a seed given, a new one each run.
 */
const args = process.argv.slice(2);
const given = args.find((arg) => arg.startsWith('--sequence.seed='));
const seed = given ? given.split('=')[1] : String(Math.floor(Math.random() * 2 ** 31));
console.log(`Shuffled with seed ${seed}: npm run test:shuffled -- --sequence.seed=${seed}`);
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--sequence.shuffle.files',
    '--sequence.shuffle.tests',
    `--sequence.seed=${seed}`,
    ...args.filter((arg) => arg !== given),
  ],
  { stdio: 'inherit' },
);
if (result.status !== 0) console.log(`\nThe shuffled run failed; its seed was ${seed}.`);
process.exitCode = result.status ?? 1;
