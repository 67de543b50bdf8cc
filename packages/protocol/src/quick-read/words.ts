import { isInt, isNumber, isObject, isString, onlyKeys, type Json } from './shapes';

/** Nesting of words within words (a list of messages of lists...) the quick read follows; deeper goes to zod. */
const MAX_WORDS_DEPTH = 16;

export const JOINS: ReadonlySet<unknown> = new Set(['and', 'or', 'comma', 'semicolon', 'sentences', 'plus']);
export const SEAT_PARAM_KEYS = new Set(['seat']);
export const LIST_PARAM_KEYS = new Set(['list', 'join']);
export const MESSAGE_KEYS = new Set(['key', 'params']);

/** One value of a message's params (words.ts, paramSchema): a number, a string, a seat, a list or a message. */
function isParam(v: unknown, depth: number): boolean {
  if (typeof v === 'number') return isNumber(v);
  if (typeof v === 'string') return true;
  if (!isObject(v) || depth > MAX_WORDS_DEPTH) return false;
  // zod's union takes its first option that fits; an object with one option's keys alone fits that option alone.
  if ('seat' in v) return onlyKeys(v, SEAT_PARAM_KEYS) && isInt(v.seat);
  if ('list' in v) {
    if (!onlyKeys(v, LIST_PARAM_KEYS) || !JOINS.has(v.join) || !Array.isArray(v.list)) return false;
    for (const item of v.list) if (!isParam(item, depth + 1)) return false;
    return true;
  }
  return onlyKeys(v, MESSAGE_KEYS) && isString(v.key) && (v.params === undefined || isParams(v.params, depth + 1));
}

/** A message's values by name (paramsSchema). */
function isParams(v: unknown, depth: number): boolean {
  if (!isObject(v)) return false;
  for (const name in v) if (name === '__proto__' || !isParam(v[name], depth)) return false;
  return true;
}

/** The optional `key` and `params` of anything worded (wordedFields). */
export const isWorded = (v: Json): boolean =>
  (v.key === undefined || isString(v.key)) && (v.params === undefined || isParams(v.params, 0));
