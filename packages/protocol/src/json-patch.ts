import type { PatchOp } from './ws';

/**
 * A small RFC 6902 JSON Patch producer and applier for plain JSON. The server
 * diffs two views of the same viewer; clients apply the result. Only
 * add/remove/replace are produced; the applier accepts those three.
 */

const escape = (key: string) =>
  key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Structural equality of two JSON values. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!(k in b) || !jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * Arrays: the common head and tail are skipped, the middle is compared index
 * by index, and what is left over is inserted or removed in place. A card put
 * on top of a pile, taken from the middle of a hand or appended to a list
 * costs one operation instead of shifting every later element.
 */
function diffArray(before: unknown[], after: unknown[], path: string, out: PatchOp[]): void {
  const n = before.length;
  const m = after.length;
  let head = 0;
  while (head < n && head < m && jsonEqual(before[head], after[head])) head++;
  let tail = 0;
  while (tail < n - head && tail < m - head && jsonEqual(before[n - 1 - tail], after[m - 1 - tail])) tail++;
  const midBefore = n - head - tail;
  const midAfter = m - head - tail;
  const common = Math.min(midBefore, midAfter);
  for (let i = 0; i < common; i++) diff(before[head + i], after[head + i], `${path}/${head + i}`, out);
  for (let i = common; i < midBefore; i++) out.push({ op: 'remove', path: `${path}/${head + common}` });
  for (let i = common; i < midAfter; i++) out.push({ op: 'add', path: `${path}/${head + i}`, value: after[head + i] });
}

/** The RFC 6902 operations that turn `before` into `after` (both plain JSON). */
export function diff(before: unknown, after: unknown, path = '', out: PatchOp[] = []): PatchOp[] {
  if (before === after) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    const ops: PatchOp[] = [];
    diffArray(before, after, path, ops);
    // A pile emptied or rebuilt is cheaper to send whole than element by element.
    const whole: PatchOp = { op: 'replace', path, value: after };
    if (ops.length > 2 && JSON.stringify(ops).length > JSON.stringify(whole).length) out.push(whole);
    else for (const op of ops) out.push(op);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    // for...in rather than Object.keys: no key list is built (plain JSON objects have no inherited keys).
    for (const key in before) {
      if (!(key in after)) out.push({ op: 'remove', path: `${path}/${escape(key)}` });
    }
    for (const key in after) {
      const b = before[key];
      const a = after[key];
      // Views share what did not change (see GameModule.view): most members are skipped right here.
      if (a === b && a !== undefined) continue;
      const p = `${path}/${escape(key)}`;
      if (!(key in before)) out.push({ op: 'add', path: p, value: a });
      else diff(b, a, p, out);
    }
    return out;
  }
  if (jsonEqual(before, after)) return out;
  out.push({ op: 'replace', path, value: after });
  return out;
}

/**
 * Applies a patch and returns the new document; throws on a path that does
 * not fit. `doc` itself is never changed: only the containers along the
 * patched paths are copied (once per call, however many operations touch
 * them), and everything else is shared between `doc` and the result, so
 * treat both as read-only. Copying the whole document for every patch made
 * a client spend more on one small patch than on everything else together.
 *
 * The values of the operations are copied into the result, unless the caller
 * says `adoptValues`: a patch just read with JSON.parse, used for nothing
 * else, may hand its values over as they are (the client does, for every
 * patch it receives).
 */
export function applyPatch<T>(doc: T, patch: PatchOp[], opts: { adoptValues?: boolean } = {}): T {
  const take = opts.adoptValues ? <V>(v: V): V => v : <V>(v: V): V => structuredClone(v);
  // Containers created by this call: they may be changed in place.
  const own = new Set<object>();
  const copy = <C extends object>(c: C): C => {
    if (own.has(c)) return c;
    const fresh = (Array.isArray(c) ? c.slice() : { ...c }) as C;
    own.add(fresh);
    return fresh;
  };
  let root: unknown = doc;
  for (const op of patch) {
    const path = op.path;
    if (path === '') {
      if (op.op === 'remove') throw new Error('cannot remove the whole document');
      root = take(op.value);
      continue;
    }
    if (path.charCodeAt(0) !== SLASH || typeof root !== 'object' || root === null) throw missing(path);
    root = copy(root);
    let parent = root as Record<string, unknown> | unknown[];
    // The path is walked in place, one key at a time: splitting it into arrays cost more than the rest of the walk.
    let start = 1;
    for (let slash = path.indexOf('/', start); slash !== -1; slash = path.indexOf('/', start)) {
      const key = keyAt(path, start, slash);
      const child: unknown = Array.isArray(parent) ? parent[Number(key)] : parent[key];
      if (typeof child !== 'object' || child === null) throw missing(path);
      const mine = copy(child);
      if (Array.isArray(parent)) parent[Number(key)] = mine;
      else parent[key] = mine;
      parent = mine as Record<string, unknown> | unknown[];
      start = slash + 1;
    }
    const last = keyAt(path, start, path.length);
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op.op === 'add') parent.splice(index, 0, take(op.value));
      else if (op.op === 'remove') parent.splice(index, 1);
      else parent[index] = take(op.value);
    } else {
      if (op.op === 'remove') delete parent[last];
      else parent[last] = take(op.value);
    }
  }
  return root as T;
}

const SLASH = 0x2f;
const missing = (path: string) => new Error(`patch path ${path} does not exist`);

/**
 * The key between `start` and `end` of a path. `__proto__` names no key of a
 * view (no view has one): writing to it would change what an object inherits.
 */
function keyAt(path: string, start: number, end: number): string {
  const raw = path.slice(start, end);
  const key = raw.includes('~') ? unescape(raw) : raw;
  if (key === '__proto__') throw missing(path);
  return key;
}
