import crypto from 'node:crypto';

/**
 * JSON with object keys sorted at every level. A state read back from the
 * database (jsonb reorders keys) and the same state built in memory must hash
 * alike, and so must states built by a future engine that fills its objects in
 * another order. Keys whose value is undefined are left out, as JSON does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    if (obj[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(obj[key])}`);
  }
  return `{${parts.join(',')}}`;
}

/** sha256 (hex) of the canonical JSON of a full game state, hidden parts and generator included. */
export function stateHash(state: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(state)).digest('hex');
}
