/** Reads `--name value` pairs from the command line, with defaults. */
export function readArgs<T extends Record<string, string | number>>(defaults: T): T {
  const out: Record<string, string | number> = { ...defaults };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in defaults))
      throw new Error(
        `Unknown option --${key}. Known: ${Object.keys(defaults)
          .map((k) => `--${k}`)
          .join(', ')}`,
      );
    const raw = argv[++i];
    if (raw === undefined) throw new Error(`--${key} needs a value`);
    out[key] = typeof defaults[key] === 'number' ? Number(raw) : raw;
    if (typeof defaults[key] === 'number' && !Number.isFinite(out[key] as number))
      throw new Error(`--${key} must be a number`);
  }
  return out as T;
}
