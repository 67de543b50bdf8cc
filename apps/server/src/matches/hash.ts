import crypto from 'node:crypto';

/**
 * The state hash: sha256 (hex) of the state written as canonical JSON, that
 * is JSON with object keys sorted at every level (by UTF-16 code units, as
 * Array.prototype.sort compares them) and keys whose value is undefined left
 * out, as JSON does. A state read back from the database (jsonb reorders
 * keys) and the same state built in memory must hash alike, and so must
 * states built by a future engine that fills its objects in another order.
 * Stored hashes and replay files depend on it byte for byte; test/hash.test.ts
 * compares it with the plain definition.
 *
 * Every accepted move hashes the whole state before its commit, so a running
 * match keeps a StateHasher (below), which reuses the text of the parts one
 * state shares with the last; a one-off hash uses a fresh one.
 */
export function stateHash(state: unknown): string {
  return new StateHasher().hash(state);
}

/**
 * One node of a StateHasher's memory: the container last written at this
 * place in the state, and where its canonical text lies in the hasher's last
 * text, relative to where its parent's text began (the root's is 0). Offsets
 * relative to the parent stay true when the parent's text is copied whole to
 * another place, so members need no update when an ancestor is reused.
 */
interface Remembered {
  value: unknown;
  /** Start of the text, relative to the parent's; meaningful only while `length` is not -1. */
  at: number;
  /** Length of the text in bytes, or -1 when this place holds nothing written last time. */
  length: number;
  /** The sorted keys of the object last seen here, reused while its key set stays the same. */
  keys: string[] | null;
  /** Places inside it, by index: an array's own, or an object's in the order of `keys`; only containers get one. */
  members: (Remembered | undefined)[];
}

const remembered = (): Remembered => ({ value: undefined, at: 0, length: -1, keys: null, members: [] });

/**
 * What is remembered per key of an object, moved to the places of its new
 * key set (keys that left are forgotten, new ones start empty). Both key
 * lists are in canonical order, so one walk along both finds every key that
 * stayed: some records (a pending decision, the turn) change keys on many
 * moves, and a lookup table built each time was most of what hashing allocated.
 */
function movedMembers(
  oldKeys: string[],
  members: (Remembered | undefined)[],
  keys: string[],
): (Remembered | undefined)[] {
  const moved = new Array<Remembered | undefined>(keys.length);
  let j = 0;
  for (let i = 0; i < keys.length; i++) {
    while (j < oldKeys.length && oldKeys[j] < keys[i]) j++;
    moved[i] = j < oldKeys.length && oldKeys[j] === keys[i] ? members[j] : undefined;
  }
  return moved;
}

/**
 * How deep below the state's root containers are remembered; deeper ones are
 * written afresh. Four reaches an Urban Sprawl building (state, board,
 * buildings, building); remembering deeper saved nothing more.
 */
const REMEMBER_DEPTH = 4;

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
 * Key sets already seen, in canonical order, under their first key in the
 * object's own order. A state holds many records of a few kinds (buildings,
 * tasks, players), and sorting the keys of each one it writes was a tenth of
 * what a busy server allocated; finding the set again needs no allocation.
 */
const keyOrders = new Map<string, string[][]>();

/** An object's keys in canonical order. */
function sortedKeys(obj: Record<string, unknown>): string[] {
  let first: string | undefined;
  let count = 0;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    first ??= key;
    count++;
  }
  if (first === undefined) return [];
  const known = keyOrders.get(first);
  if (known) for (const order of known) if (order.length === count && hasExactly(obj, order)) return order;
  const keys = Object.keys(obj);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1] > keys[i]) {
      keys.sort();
      break;
    }
  }
  // Bounded, in case some state uses data as keys: past the limit new key sets are sorted each time.
  if (keyOrders.size < 1_000 && (known?.length ?? 0) < 16) keyOrders.set(first, [...(known ?? []), keys]);
  return keys;
}

const utf8 = new TextEncoder();

/** `"key":` as bytes, per key (bounded, in case some state uses data as keys: past the limit keys are encoded each time). */
const keyBytes = new Map<string, Uint8Array>();

function keyPrefix(key: string): Uint8Array {
  let b = keyBytes.get(key);
  if (b === undefined) {
    b = utf8.encode(`${JSON.stringify(key)}:`);
    if (keyBytes.size < 10_000) keyBytes.set(key, b);
  }
  return b;
}

const NULL = utf8.encode('null');
const TRUE = utf8.encode('true');
const FALSE = utf8.encode('false');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/**
 * Hashes the successive states of one match, as stateHash does, but
 * faster. The engine never edits a state; a move replaces what it changes
 * and shares every other array and record with the state before it. So the
 * hasher remembers, place by place down to REMEMBER_DEPTH, the container it
 * last saw there and where its canonical text lies in the last text written,
 * and copies that text when the same object is there again. It only compares
 * identities: a state whose parts were edited in place would be hashed
 * wrongly, which is why states must not be. The result is the same hash as
 * stateHash (test/hash.test.ts).
 *
 * The text is written as UTF-8 bytes into one half of an array kept from move
 * to move: the other half holds the last text, which reused parts are copied
 * from.
 * Keeping a copy of each remembered part's bytes instead cost an allocation
 * per part rewritten, a tenth of the hash's time; building the text as
 * JavaScript strings left about 30 KB of garbage per move on a busy server.
 */
export class StateHasher {
  private root = remembered();
  /**
   * Two halves: one holds the text being written, the other the last text,
   * which remembered places point into. Both in one array, so that reused
   * parts are copied within it (copyWithin) without a view made per copy.
   */
  // Small at first and doubled as a state needs (reserve): a live match holds its hasher, and most states are a few KB.
  private mem = new Uint8Array(2 * 1024);
  private half = 1024;
  /** Where the text being written begins in `mem`, and that half as an array of its own. */
  private base = 0;
  private out = this.mem.subarray(0, this.half);
  private pos = 0;
  /** Where the last text begins in `mem`, and its length. */
  private lastBase = this.half;
  private lastLength = 0;

  hash(state: unknown): string {
    this.lastLength = this.pos;
    this.lastBase = this.base;
    this.base = this.base === 0 ? this.half : 0;
    this.out = this.mem.subarray(this.base, this.base + this.half);
    this.pos = 0;
    try {
      if (state !== null && typeof state === 'object') this.container(state, this.root, 0, 0, 0);
      else {
        this.root = remembered();
        this.primitive(state);
      }
    } catch (err) {
      // A part-written text leaves the memory pointing at nothing: start afresh next time.
      this.root = remembered();
      throw err;
    }
    // The one-shot form: no Hash object per move.
    return crypto.hash('sha256', this.out.subarray(0, this.pos), 'hex');
  }

  /** Room for `n` more bytes: when the half is full, both halves move to an array twice as large. */
  private reserve(n: number): void {
    if (this.pos + n <= this.half) return;
    const half = Math.max(this.half * 2, this.pos + n);
    const mem = new Uint8Array(2 * half);
    mem.set(this.out.subarray(0, this.pos), 0);
    mem.set(this.mem.subarray(this.lastBase, this.lastBase + this.lastLength), half);
    this.mem = mem;
    this.half = half;
    this.base = 0;
    this.lastBase = half;
    this.out = mem.subarray(0, half);
  }

  private byte(b: number): void {
    this.reserve(1);
    this.out[this.pos++] = b;
  }

  private bytes(b: Uint8Array): void {
    const n = b.length;
    this.reserve(n);
    const out = this.out;
    // Short runs (keys, small lists) copy faster in a loop than through a call into C++.
    if (n < 64) {
      let p = this.pos;
      for (let i = 0; i < n; i++) out[p++] = b[i];
      this.pos = p;
    } else {
      out.set(b, this.pos);
      this.pos += n;
    }
  }

  /** Copies `n` bytes of the last text, from `at` on. */
  private reuse(at: number, n: number): void {
    this.reserve(n);
    const mem = this.mem;
    const from = this.lastBase + at;
    if (n < 64) {
      let p = this.base + this.pos;
      for (let i = from; i < from + n; i++) mem[p++] = mem[i];
    } else mem.copyWithin(this.base + this.pos, from, from + n);
    this.pos += n;
  }

  /** A string as JSON.stringify writes it: plain ASCII byte by byte, anything else through JSON.stringify. */
  private string(text: string): void {
    this.reserve(text.length + 2);
    const out = this.out;
    const start = this.pos;
    let p = start;
    out[p++] = QUOTE;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x20 || c > 0x7e || c === QUOTE || c === BACKSLASH) {
        // Escapes or non-ASCII: let JSON.stringify decide, and write its UTF-8.
        this.pos = start;
        return this.encoded(JSON.stringify(text));
      }
      out[p++] = c;
    }
    out[p++] = QUOTE;
    this.pos = p;
  }

  private encoded(text: string): void {
    this.reserve(text.length * 3);
    this.pos += utf8.encodeInto(text, this.out.subarray(this.pos)).written;
  }

  /** A whole number in decimal, as JSON.stringify writes it (-0 as 0). */
  private integer(n: number): void {
    this.reserve(17);
    const out = this.out;
    if (n < 0) {
      out[this.pos++] = 0x2d;
      n = -n;
    }
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    let p = this.pos + digits;
    this.pos = p;
    do {
      out[--p] = 0x30 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
  }

  /** Anything that is not an object or array, as JSON.stringify writes it (undefined and what JSON leaves out as null). */
  private primitive(value: unknown): void {
    if (typeof value === 'string') return this.string(value);
    if (typeof value === 'number' && Number.isSafeInteger(value)) return this.integer(value);
    if (value === null || value === undefined) return this.bytes(NULL);
    if (typeof value === 'boolean') return this.bytes(value ? TRUE : FALSE);
    this.encoded(JSON.stringify(value) ?? 'null');
  }

  /**
   * A member of a container being written afresh, at place `at` of its node:
   * remembered in turn while shallow enough. `parentLast` is where the
   * container's text began in the last text, `parentStart` where it begins now.
   */
  private member(
    value: unknown,
    node: Remembered | null,
    at: number,
    depth: number,
    parentLast: number,
    parentStart: number,
  ): void {
    if (node === null || depth >= REMEMBER_DEPTH || value === null || typeof value !== 'object') {
      // Nothing is remembered at this place now: what was there may not be copied from later.
      if (node !== null && node.members[at] !== undefined) node.members[at] = undefined;
      if (value === null || typeof value !== 'object') return this.primitive(value);
      return this.container(value, null, depth, 0, 0);
    }
    let m = node.members[at];
    if (m === undefined) {
      m = remembered();
      node.members[at] = m;
    }
    this.container(value, m, depth, parentLast, parentStart);
  }

  /** The keys of an object in canonical order, remembered by `node` while its key set stays the same. */
  private keysOf(obj: Record<string, unknown>, node: Remembered | null): string[] {
    if (node === null) return sortedKeys(obj);
    if (node.keys === null || !hasExactly(obj, node.keys)) {
      const keys = sortedKeys(obj);
      node.members = node.keys === null ? [] : movedMembers(node.keys, node.members, keys);
      node.keys = keys;
    }
    return node.keys;
  }

  /**
   * A container, copied from the last text when `node` last saw this very
   * object there, written afresh otherwise. `parentLast` and `parentStart`
   * are where its parent's text began in the last text and in this one.
   */
  private container(
    value: object,
    node: Remembered | null,
    depth: number,
    parentLast: number,
    parentStart: number,
  ): void {
    const start = this.pos;
    if (node === null) return this.write(value, null, depth, 0);
    if (node.value === value && node.length >= 0) {
      this.reuse(parentLast + node.at, node.length);
    } else {
      // The members' places are relative to this container's last text, wherever that was.
      this.write(value, node, depth, node.length >= 0 ? parentLast + node.at : 0);
      node.value = value;
      node.length = this.pos - start;
    }
    node.at = start - parentStart;
  }

  /** A container's text, member by member; `last` is where its text began in the last text (when `node` has one). */
  private write(value: object, node: Remembered | null, depth: number, last: number): void {
    const start = this.pos;
    if (Array.isArray(value)) {
      this.byte(0x5b);
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.byte(COMMA);
        const v: unknown = value[i];
        if (v === undefined) this.member(null, node, i, depth + 1, last, start);
        else this.member(v, node, i, depth + 1, last, start);
      }
      this.byte(0x5d);
      // Places past the end held members of a longer array, whose text is no longer where they say.
      if (node !== null && node.members.length > value.length) node.members.length = value.length;
    } else {
      const obj = value as Record<string, unknown>;
      const keys = this.keysOf(obj, node);
      this.byte(0x7b);
      let first = true;
      for (let i = 0; i < keys.length; i++) {
        const v = obj[keys[i]];
        if (v === undefined) {
          if (node !== null && node.members[i] !== undefined) node.members[i] = undefined;
          continue;
        }
        if (!first) this.byte(COMMA);
        first = false;
        this.bytes(keyPrefix(keys[i]));
        this.member(v, node, i, depth + 1, last, start);
      }
      this.byte(0x7d);
    }
  }
}
