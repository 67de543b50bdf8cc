/**
 * The small proofs the quick read of server messages is made of
 * (server-message.ts): each says whether a value is, beyond doubt, one its
 * zod schema accepts and returns unchanged. False means "not proven", never
 * "refused": zod decides those.
 */

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): boolean => Number.isSafeInteger(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
/** JSON.parse reads 1e400 as Infinity, which zod's numbers refuse. */
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const orNull =
  (is: (v: unknown) => boolean) =>
  (v: unknown): boolean =>
    v === null || is(v);

/**
 * Whether every key of `v` is one of `known`: zod's objects keep only the
 * keys their shape names, so a value with any other would not come out of
 * zod unchanged. (JSON.parse makes `__proto__` an own key: never known.)
 */
export function onlyKeys(v: Json, known: ReadonlySet<string>): boolean {
  for (const key in v) if (!known.has(key)) return false;
  return true;
}

export function every(v: unknown, item: (x: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (const x of v) if (!item(x)) return false;
  return true;
}

/** A plain JSON object of any values by any names (zod's `z.record(z.string(), z.unknown())`). */
export function isRecordOfUnknown(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const key in v) if (key === '__proto__') return false;
  return true;
}
