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
 * already in order, and remembers the quoted form of each key. A running
 * match goes further with a StateHasher (below), which reuses the text of
 * the parts one state shares with the last. (A global WeakMap from shared
 * subtrees to their text cost the server more in garbage collection under
 * load than it saved.) The output is byte for byte the one of the
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

/**
 * One node of a StateHasher's memory: the canonical text of the container
 * last seen at this place in the state, and the nodes of its members.
 */
interface Remembered {
  value: unknown;
  text: string;
  /** The sorted keys of the object last seen here, reused while its key set stays the same. */
  keys: string[] | null;
  /** Places inside it, by key or index; only containers get one. */
  members: Map<string | number, Remembered>;
}

const remembered = (): Remembered => ({ value: undefined, text: '', keys: null, members: new Map() });

/**
 * Built by appending, a text is a tree of small pieces inside V8, and every
 * use of a remembered text would walk that tree again. Converting it to a
 * number makes V8 copy it into one flat string, once (the trick of the
 * `flatstr` package); the conversion's result is thrown away.
 */
function flat(text: string): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-expressions
  Number(text);
  return text;
}

/** How deep below the state's root containers are remembered; deeper ones are written afresh. */
const REMEMBER_DEPTH = 3;

/** Whether `obj` has exactly the own keys `keys` (checked without building a key list). */
function hasExactly(obj: Record<string, unknown>, keys: string[]): boolean {
  let count = 0;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) return false;
    count++;
  }
  if (count !== keys.length) return false;
  for (const key of keys) if (!Object.hasOwn(obj, key)) return false;
  return true;
}

/**
 * Hashes the successive states of one match, as stateHash does, but
 * faster. The engine never edits a state; a move replaces what it changes
 * and shares every other array and record with the state before it. So the
 * hasher remembers, place by place down to REMEMBER_DEPTH, the container it
 * last saw there and its canonical text, and reuses the text when the same
 * object is there again. It only compares identities: a state whose parts
 * were edited in place would be hashed wrongly, which is why states must not
 * be. The result is the same hash as stateHash (test/hash.test.ts).
 */
export class StateHasher {
  private readonly root = remembered();

  hash(state: unknown): string {
    const text = state !== null && typeof state === 'object' ? this.text(state, this.root, 0) : write(state, '');
    const digest = crypto.createHash('sha256').update(text).digest('hex');
    // The whole text changes with every move: keep only its parts, not a second copy of the state as text.
    this.root.value = undefined;
    this.root.text = '';
    return digest;
  }

  /** The canonical text of a member of `node`, remembered at its place when it is a container. */
  private memberText(value: unknown, node: Remembered, key: string | number, depth: number): string {
    if (value === null || typeof value !== 'object') return write(value, '');
    let m = node.members.get(key);
    if (m === undefined) {
      m = remembered();
      node.members.set(key, m);
    }
    return this.text(value, m, depth);
  }

  private text(value: object, node: Remembered, depth: number): string {
    if (node.value === value) return node.text;
    let out: string;
    if (depth >= REMEMBER_DEPTH) {
      out = write(value, '');
    } else if (Array.isArray(value)) {
      out = '[';
      for (let i = 0; i < value.length; i++) {
        if (i > 0) out += ',';
        const v: unknown = value[i];
        out += v === undefined ? 'null' : this.memberText(v, node, i, depth + 1);
      }
      out += ']';
    } else {
      const obj = value as Record<string, unknown>;
      if (node.keys === null || !hasExactly(obj, node.keys)) node.keys = Object.keys(obj).sort();
      out = '{';
      for (const key of node.keys) {
        const v = obj[key];
        if (v === undefined) continue;
        out += `${out.length > 1 ? ',' : ''}${quoted(key)}:${this.memberText(v, node, key, depth + 1)}`;
      }
      out += '}';
    }
    node.value = value;
    node.text = flat(out);
    return node.text;
  }
}
