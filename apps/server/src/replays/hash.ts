import crypto from 'node:crypto';

/**
 * JSON with object keys sorted at every level. A state read back from the
 * database (jsonb reorders keys) and the same state built in memory must hash
 * alike, and so must states built by a future engine that fills its objects in
 * another order. Keys whose value is undefined are left out, as JSON does.
 *
 * Every accepted move hashes the whole state before its commit, so this sits
 * on the latency path of every move: it appends to one string instead of
 * building and joining arrays per object, only sorts key lists that are not
 * already in order, and remembers the quoted form of each key. (Remembering
 * the text of large shared subtrees, by identity in a WeakMap, halved the
 * time of a hash in isolation but cost the server more in garbage collection
 * under load than it saved.) The output is byte for byte the one of the
 * straightforward version (test/hash.test.ts compares them), since stored
 * hashes depend on it.
 */
export function canonicalJson(value: unknown): string {
  return write(value, '');
}

const quotedKeys = new Map<string, string>();

function quoted(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    // Bounded, in case some state uses data as keys: past the limit keys are just quoted each time.
    if (quotedKeys.size < 10_000) quotedKeys.set(key, q);
  }
  return q;
}

function write(value: unknown, out: string): string {
  if (typeof value === 'string') return out + JSON.stringify(value);
  if (value === null || typeof value !== 'object') return out + (JSON.stringify(value) ?? 'null');
  return Array.isArray(value) ? writeArray(value, out) : writeObject(value as Record<string, unknown>, out);
}

function writeArray(arr: unknown[], out: string): string {
  out += '[';
  for (let i = 0; i < arr.length; i++) {
    if (i > 0) out += ',';
    const v: unknown = arr[i];
    out = v === undefined ? out + 'null' : write(v, out);
  }
  return out + ']';
}

function writeObject(obj: Record<string, unknown>, out: string): string {
  const keys = Object.keys(obj);
  // Array.prototype.sort compares strings by UTF-16 code units, as `<` does.
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1] > keys[i]) {
      keys.sort();
      break;
    }
  }
  out += '{';
  let first = true;
  for (const key of keys) {
    const v = obj[key];
    if (v === undefined) continue;
    out += first ? quoted(key) + ':' : ',' + quoted(key) + ':';
    first = false;
    out = write(v, out);
  }
  return out + '}';
}

/** sha256 (hex) of the canonical JSON of a full game state, hidden parts and generator included. */
export function stateHash(state: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(state)).digest('hex');
}
