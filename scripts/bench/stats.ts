/** The value below which `fraction` of the samples lie (nearest rank). */
export function percentile(samples: number[], fraction: number): number {
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

export const median = (samples: number[]) => percentile(samples, 0.5);
export const p90 = (samples: number[]) => percentile(samples, 0.9);

export function ms(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}
