interface SchedulerWithYield {
  yield: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * in between: `scheduler.yield()` where the browser has it (the continuation keeps its place in
 * line), else a macrotask through MessageChannel (setTimeout may be clamped to 4 ms and more).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
