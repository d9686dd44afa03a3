/** The first instant that is still inside the retention period. */
export function retentionCutoff(years: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
