/** Mean and 95% confidence half-width (normal approximation) of per-game win shares. */
export function meanWithInterval(values: number[]): { mean: number; half: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}

/** The p-th percentile (0-100) by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Wilson's 95% score interval for a share `p` over `n` games. Unlike the
 * normal approximation it stays inside 0-1 and does not shrink to nothing
 * when every game went one way (10 wins of 10 is 72-100%, not 100% ± 0).
 * Shares split among tied winners count as fractions of a win.
 */
export function wilson(p: number, n: number): { lo: number; hi: number } {
  if (n === 0) return { lo: 0, hi: 1 };
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
