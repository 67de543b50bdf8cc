/**
 * Proofs that a move is, beyond doubt, one its game's zod action schema
 * accepts and returns unchanged, so that `apply` may skip `safeParse` for
 * it. False means "not proven", never "refused": zod decides those. Every
 * move `apply` checks pays for the schema, the moves a bot's search or a
 * replay makes by the thousand included, and safeParse was about a tenth of
 * Urbania's engine (docs/benchmarks-history.md, "Rules then and now,
 * again"). The zod schemas stay the definition; each game's proof is held
 * to its schema by action-proofs.test.ts, on every legal move of random
 * games and on broken variants of them. Nothing here reads zod.
 */

/** What a field must hold; called only for a key the move has. */
export type Check = (value: unknown) => boolean;

/** One kind of move: its fields (`type` left out) and which of them it must have. */
export interface Shape {
  fields: ReadonlyMap<string, Check>;
  required: readonly string[];
}

export const shape = (fields: Record<string, Check>, optional: readonly string[] = []): Shape => ({
  fields: new Map(Object.entries(fields)),
  required: Object.keys(fields).filter((key) => !optional.includes(key)),
});

/**
 * A plain object, as JSON.parse and object literals make: zod reads
 * inherited keys too and copies only the shape's, so anything else is left
 * to it.
 */
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Whether `v` is a strict object of this shape: every key it has is a field
 * whose check holds (an `undefined` value never does: zod's output might
 * keep or drop the key), and every required field is its own.
 */
export function fitsShape(v: unknown, s: Shape, extra?: string): v is Record<string, unknown> {
  if (!isPlain(v)) return false;
  for (const key in v) {
    if (key === extra) continue;
    const check = s.fields.get(key);
    if (check === undefined || !check(v[key])) return false;
  }
  for (const key of s.required) if (!Object.hasOwn(v, key)) return false;
  return true;
}

/** A move of one of `shapes`, told apart by its `type` (zod's discriminated union of strict objects). */
export function provenMove(v: unknown, shapes: ReadonlyMap<string, Shape>): boolean {
  if (!isPlain(v) || !Object.hasOwn(v, 'type')) return false;
  const type = v.type;
  const s = typeof type === 'string' ? shapes.get(type) : undefined;
  return s !== undefined && fitsShape(v, s, 'type');
}

export const isIntIn =
  (min: number, max: number): Check =>
  (v) =>
    Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

export const isStringOfLength =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length >= min && v.length <= max;

export const isString: Check = (v) => typeof v === 'string';
export const isBoolean: Check = (v) => typeof v === 'boolean';

export const isOneOf = (values: readonly unknown[]): Check => {
  const set = new Set(values);
  return (v) => typeof v === 'string' && set.has(v);
};

/** An array of `min` to `max` items, each passing `item` (a hole reads as undefined, which no check passes). */
export const isListOf =
  (item: Check, min: number, max: number): Check =>
  (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return false;
    for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
    return true;
  };
