import { isDeepStrictEqual } from 'node:util';
import { nextInt, type RngState } from '@sprawl/rules';
import { provenServerMessage, readServerMessage, serverMessageSchema } from '../src';

/**
 * Broken variants of a good message, as a server with a bug (or a proxy in
 * the way) might send: one change somewhere in its tree (a key dropped, a
 * key added, a value of another kind or out of bounds), or its text touched
 * where JSON.parse alone sees it (a number too large for a double, a
 * `__proto__` key).
 */

/** Values put in place of another: every kind JSON has, and the edges the schemas draw. */
const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  -0,
  1.5,
  2 ** 53,
  -(2 ** 31),
  '',
  'x',
  'playing',
  'days',
  'and',
  true,
  false,
  [],
  [1],
  {},
  { seat: 1 },
  { seat: 1.5 },
  { seat: 1, key: 'k' },
  { key: 'k' },
  { key: 1 },
  { key: 'k', params: { n: { seat: 0 } } },
  { list: [], join: 'and' },
  { list: [{ key: 'k' }], join: 'nor' },
  { op: 'add', path: '/x' },
  { op: 'remove', path: '/x', value: 1 },
];

type Node = Record<string, unknown> | unknown[];

/** Every container in the tree, with the keys inside it. */
function containers(value: unknown, out: Node[] = []): Node[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value as Node);
  for (const child of Object.values(value)) containers(child, out);
  return out;
}

const pick = <T>(rng: RngState, list: readonly T[]): T => list[nextInt(rng, list.length)];

/** One broken variant of `good` (a JSON text) as a JSON text. */
export function brokenVariant(rng: RngState, good: string): string {
  const text = nextInt(rng, 12);
  // Text-level breakage: JSON.parse reads 1e400 as Infinity and makes "__proto__" an own key.
  if (text === 0) return good.replace(/(":)(-?\d+)([,}\]])/, (_, a: string, _n: string, b: string) => `${a}1e400${b}`);
  if (text === 1) return good.replace(/\{"/, '{"__proto__":{"seat":1},"');
  const value = JSON.parse(good) as unknown;
  const node = pick(rng, containers(value));
  const keys = Object.keys(node);
  const choice = nextInt(rng, 4);
  if (Array.isArray(node)) {
    if (choice === 0 && node.length) node.splice(nextInt(rng, node.length), 1);
    else if (choice === 1) node.push(structuredClone(pick(rng, ODD_VALUES)));
    else if (node.length) node[nextInt(rng, node.length)] = structuredClone(pick(rng, ODD_VALUES));
    else node.push(structuredClone(pick(rng, ODD_VALUES)));
  } else if (choice === 0 && keys.length) {
    delete node[pick(rng, keys)];
  } else if (choice === 1) {
    node[pick(rng, ['extra', 'seat', 'list', 'key', 'params', 'value', 'botOnExpiry', 'ack'])] = structuredClone(
      pick(rng, ODD_VALUES),
    );
  } else if (keys.length) {
    node[pick(rng, keys)] = structuredClone(pick(rng, ODD_VALUES));
  }
  return JSON.stringify(value);
}

/**
 * What is wrong with how the client reads this frame, or null: the quick
 * read proved a message zod refuses or returns otherwise, or the client's
 * reading differs from zod's.
 */
export function readingDiffers(text: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return readServerMessage(text) === null ? null : 'a frame that is not JSON was read';
  }
  const zod = serverMessageSchema.safeParse(JSON.parse(text));
  if (provenServerMessage(json)) {
    if (!zod.success) return `the quick read proved what zod refuses: ${zod.error.issues[0].message}`;
    if (!isDeepStrictEqual(json, zod.data)) return 'the quick read proved a message zod returns changed';
  }
  const read = readServerMessage(text);
  if ((read !== null) !== zod.success) return `read ${read !== null}, zod ${zod.success}`;
  if (zod.success && !isDeepStrictEqual(read, zod.data)) return 'read otherwise than zod';
  return null;
}
