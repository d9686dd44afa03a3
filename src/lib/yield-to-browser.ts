/**
 * Ends the current task: the browser may paint and take input before the rest runs. A
 * timer, not a microtask, which would run in the same task.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}
