import type { PatchOp } from './ws';

/**
 * A small RFC 6902 JSON Patch producer and applier for plain JSON. The server
 * diffs two views of the same viewer; clients apply the result. Arrays are
 * diffed index by index, growing or shrinking at the end, which suits game
 * views whose lists mostly change in place or get appended to.
 */

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function diff(before: unknown, after: unknown, path = '', out: PatchOp[] = []): PatchOp[] {
  if (before === after) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) diff(before[i], after[i], `${path}/${i}`, out);
    for (let i = before.length - 1; i >= after.length; i--) out.push({ op: 'remove', path: `${path}/${i}` });
    for (let i = before.length; i < after.length; i++) out.push({ op: 'add', path: `${path}/${i}`, value: after[i] });
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) out.push({ op: 'remove', path: `${path}/${escape(key)}` });
    }
    for (const key of Object.keys(after)) {
      const p = `${path}/${escape(key)}`;
      if (!(key in before)) out.push({ op: 'add', path: p, value: after[key] });
      else diff(before[key], after[key], p, out);
    }
    return out;
  }
  out.push({ op: 'replace', path, value: after });
  return out;
}

/** Applies a patch to a copy of `doc` and returns it; throws on a path that does not fit. */
export function applyPatch<T>(doc: T, patch: PatchOp[]): T {
  let root: unknown = structuredClone(doc);
  for (const op of patch) {
    if (op.path === '') {
      if (op.op === 'remove') throw new Error('cannot remove the whole document');
      root = structuredClone(op.value);
      continue;
    }
    const keys = op.path.split('/').slice(1).map(unescape);
    const last = keys.pop() as string;
    let parent: unknown = root;
    for (const key of keys) {
      parent = Array.isArray(parent) ? parent[Number(key)] : (parent as Record<string, unknown>)[key];
      if (typeof parent !== 'object' || parent === null) throw new Error(`patch path ${op.path} does not exist`);
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op.op === 'add') parent.splice(index, 0, structuredClone(op.value));
      else if (op.op === 'remove') parent.splice(index, 1);
      else parent[index] = structuredClone(op.value);
    } else {
      const obj = parent as Record<string, unknown>;
      if (op.op === 'remove') delete obj[last];
      else obj[last] = structuredClone(op.value);
    }
  }
  return root as T;
}
