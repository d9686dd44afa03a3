import { describe, expect, it, vi } from 'vitest';
import { startAppInStages } from '../../../src/app/boot/stages';

describe('startAppInStages', () => {
  it('evaluates the stages one after another, each in a task of its own', async () => {
    const log: string[] = [];
    // A task boundary shows as a timer of the test firing between two stages.
    const stage = (name: string) => () => {
      log.push(name);
      setTimeout(() => log.push(`task after ${name}`), 0);
      return Promise.resolve();
    };
    await startAppInStages([stage('styles'), stage('components'), stage('app')]);
    expect(log.slice(0, 5)).toEqual([
      'styles',
      'task after styles',
      'components',
      'task after components',
      'app',
    ]);
  });

  it('stops at a stage that cannot load, and says so to its caller', async () => {
    const later = vi.fn(() => Promise.resolve());
    const failure = new Error('chunk unavailable');
    await expect(
      startAppInStages([() => Promise.resolve(), () => Promise.reject(failure), later]),
    ).rejects.toBe(failure);
    expect(later).not.toHaveBeenCalled();
  });
});
