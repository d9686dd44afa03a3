import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Keeps every core busy, as a second copy of the suite or a busy CI machine would: one
 * spinning Node process per core, at the same priority as the tests. Returns how to stop it.
 */
export function keepCoresBusy(cores = availableParallelism()): () => void {
  const spinners: ChildProcess[] = [];
  for (let core = 0; core < cores; core += 1) {
    spinners.push(
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: false }),
    );
  }
  const stop = () => {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  };
  // Never leave them spinning: not on an error, not on Ctrl+C.
  process.once('exit', stop);
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return stop;
}
