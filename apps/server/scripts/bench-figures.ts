/** A whole number of at least `min` from the environment variable `name` (or `fallback`), or a clear stop before anything is started. */
export function wholeNumber(name: string, fallback: number, min: number): number {
  const text = process.env[name] ?? String(fallback);
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be a whole number of at least ${min}, got "${text}"`);
    process.exit(2);
  }
  return n;
}

/** The p-th percentile of `xs` (the value at that rank once sorted), NaN for none. */
export function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
