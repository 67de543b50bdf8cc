import type { z } from 'zod';

/**
 * A fast path for checking moves against their zod schema.
 *
 * Every move is checked by its game's action schema, in the server and in
 * every move a bot's search simulates, and every client message by the
 * protocol's. Why it is kept, with the figures: docs/benchmarks.md, "The
 * quick path for checking moves: kept" (the rules engine is several per cent
 * faster with it; a server move, within noise either way).
 *
 * It lives in the rules, beside the game code that uses it, because the
 * protocol depends on the rules and not the other way round: the games'
 * action schemas are here, and the server takes it from here for the
 * protocol's client message schema too.
 *
 * The plain parts that moves are made of
 * (strict or stripping objects, literals, enums, numbers with integer and
 * range bounds, strings with length bounds, booleans, arrays with length
 * bounds, unions, discriminated unions, optional keys, unknown values) are
 * turned once into small closures that agree with zod exactly: they accept
 * what zod accepts, with the value zod would return (fresh objects and
 * arrays, as zod makes), and refuse what zod refuses. A schema with any
 * other part gets no quick path and zod alone checks it, except an option of
 * a discriminated union, which leaves only the values it is picked for to
 * zod. A kind of part, a definition key or a check it does not know (one a
 * zod release adds or renames) is left to zod the same way, never guessed
 * at. Refusals always come from zod, so players read the same messages
 * either way; test/quick-parse.test.ts compares the two over every legal move
 * of whole games and over broken variants of them, the server's
 * test/frames.test.ts over frames, and the protocol's
 * test/quick-parse-schemas.test.ts over values generated from every schema
 * given to quickParser (and fails if one of them loses its quick path).
 */

/** What a quick check returns for a value zod would refuse. */
const NO: unique symbol = Symbol('refused');
/**
 * What it returns where only zod can tell: an option of a discriminated
 * union with parts the quick checks do not know (a chat message's text
 * rules beside the plain moves of the same union). Whatever holds it
 * answers the same, so zod checks the whole value.
 */
const ASK_ZOD: unique symbol = Symbol('ask zod');
type Check = (value: unknown) => unknown;
const askZod: Check = () => ASK_ZOD;
/** Whether a check's answer ends the parent's check: a refusal, or a question for zod. */
const stops = (parsed: unknown): boolean => parsed === NO || parsed === ASK_ZOD;

/** The parts of a zod definition the quick checks read (zod 4's `_zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  format?: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  unionFallback?: boolean;
  inclusive?: boolean;
  innerType?: Schema;
}
interface CheckDef {
  check: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
}
interface Schema {
  _zod: { def: Def };
}

/**
 * The definition keys the quick checks know, per kind of part, beside `type`,
 * `checks` and `error` (which only words zod's refusals, and refusals always
 * come from zod). A key beyond these, one a later zod adds, might make zod
 * refuse more or return something else, so the part is left to zod rather
 * than guessed at; so is a kind of part not listed.
 */
const PART_KEYS: Record<string, readonly string[]> = {
  // `z.int()` is a number whose definition is also its own safe-integer check.
  number: ['coerce', 'format', 'check', 'abort'],
  string: ['coerce', 'format'],
  boolean: ['coerce'],
  unknown: [],
  any: [],
  literal: ['values'],
  enum: ['entries'],
  array: ['element'],
  object: ['shape', 'catchall'],
  union: ['options', 'discriminator', 'unionFallback', 'inclusive'],
  optional: ['innerType'],
};
/**
 * The same for checks, beside `check`, `error`, `abort` (which only stops
 * zod's later checks after a refusal) and `when` (which can only make zod
 * skip a check, so accept more: what the quick path then refuses is asked of
 * zod anyway).
 */
const CHECK_KEYS: Record<string, readonly string[]> = {
  number_format: ['type', 'format'],
  greater_than: ['value', 'inclusive'],
  less_than: ['value', 'inclusive'],
  min_length: ['minimum'],
  max_length: ['maximum'],
  length_equals: ['length'],
};
const COMMON_KEYS = ['type', 'checks', 'error'];
const COMMON_CHECK_KEYS = ['check', 'error', 'abort', 'when'];

/** Whether every key set in a definition is one `known` lists. */
function onlyKnownKeys(def: object, common: readonly string[], known: readonly string[] | undefined): boolean {
  if (!known) return false;
  for (const [key, value] of Object.entries(def)) {
    if (value !== undefined && !common.includes(key) && !known.includes(key)) return false;
  }
  return true;
}

/** Whether the quick checks know every part of this definition's own level (its kind, its keys, its checks). */
function knownDef(def: Def): boolean {
  if (!onlyKnownKeys(def, COMMON_KEYS, PART_KEYS[def.type])) return false;
  return (def.checks ?? []).every(({ _zod: { def: c } }) => onlyKnownKeys(c, COMMON_CHECK_KEYS, CHECK_KEYS[c.check]));
}

/** Keys every plain object inherits: `key in value` would find them on any object, so shapes that use them are left to zod. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Unicode code points in `s`, counted as zod counts them for string lengths (a lone surrogate is one). */
function codePoints(s: string): number {
  let count = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** A test on a length (code points for strings, items for arrays) from zod's length checks, or null for other checks. */
function lengthTest(checks: Def['checks']): ((n: number) => boolean) | null {
  let min = 0;
  let max = Infinity;
  for (const {
    _zod: { def },
  } of checks ?? []) {
    if (def.check === 'min_length' && typeof def.minimum === 'number') min = Math.max(min, def.minimum);
    else if (def.check === 'max_length' && typeof def.maximum === 'number') max = Math.min(max, def.maximum);
    else if (def.check === 'length_equals' && typeof def.length === 'number') {
      min = Math.max(min, def.length);
      max = Math.min(max, def.length);
    } else return null;
  }
  return (n) => n >= min && n <= max;
}

function numberCheck(def: Def): Check | null {
  if (def.coerce) return null;
  let integer = def.format === 'safeint';
  if (def.format !== undefined && !integer) return null;
  let min = -Infinity;
  let max = Infinity;
  let minInclusive = true;
  let maxInclusive = true;
  for (const {
    _zod: { def: c },
  } of def.checks ?? []) {
    if (c.check === 'number_format' && c.format === 'safeint') integer = true;
    else if (c.check === 'greater_than' && typeof c.value === 'number' && c.value >= min) {
      minInclusive = c.value > min ? c.inclusive === true : minInclusive && c.inclusive === true;
      min = c.value;
    } else if (c.check === 'less_than' && typeof c.value === 'number' && c.value <= max) {
      maxInclusive = c.value < max ? c.inclusive === true : maxInclusive && c.inclusive === true;
      max = c.value;
    } else return null;
  }
  return (v) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return NO;
    if (integer && !Number.isSafeInteger(v)) return NO;
    if (minInclusive ? v < min : v <= min) return NO;
    if (maxInclusive ? v > max : v >= max) return NO;
    return v;
  };
}

function stringCheck(def: Def): Check | null {
  if (def.coerce || def.format !== undefined) return null;
  const length = lengthTest(def.checks);
  if (!length) return null;
  return (v) => (typeof v === 'string' && length(codePoints(v)) ? v : NO);
}

function arrayCheck(def: Def): Check | null {
  const element = def.element && compile(def.element);
  const length = lengthTest(def.checks);
  if (!element || !length) return null;
  return (v) => {
    if (!Array.isArray(v)) return NO;
    const out: unknown[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const item = element(v[i]);
      if (stops(item)) return item;
      out[i] = item;
    }
    return length(out.length) ? out : NO;
  };
}

function objectCheck(def: Def): Check | null {
  if (def.checks?.length || !def.shape) return null;
  const strict = def.catchall?._zod.def.type === 'never';
  if (def.catchall && !strict) return null;
  const keys = Object.keys(def.shape);
  const fields: { key: string; optional: boolean; check: Check }[] = [];
  for (const key of keys) {
    if (INHERITED.has(key)) return null;
    let field = def.shape[key]._zod.def;
    const optional = field.type === 'optional';
    if (optional) {
      if (!knownDef(field)) return null;
      field = field.innerType!._zod.def;
    }
    const check = compileDef(field);
    if (!check) return null;
    fields.push({ key, optional, check });
  }
  const known = new Set(keys);
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return NO;
    const input = v as Record<string, unknown>;
    if (strict) for (const key in input) if (!known.has(key)) return NO;
    const out: Record<string, unknown> = {};
    for (const { key, optional, check } of fields) {
      const value = input[key];
      if (optional && value === undefined) {
        // An optional key given as undefined stays in zod's output; an absent one stays out.
        if (key in input) out[key] = undefined;
        continue;
      }
      // Any other key must be there, even one whose schema takes undefined (zod's `unknown`).
      if (value === undefined && !(key in input)) return NO;
      const parsed = check(value);
      if (stops(parsed)) return parsed;
      out[key] = parsed;
    }
    return out;
  };
}

/** A discriminated union: the discriminator's literal picks the one option that may accept. */
function discriminatedCheck(def: Def): Check | null {
  const byTag = new Map<unknown, Check>();
  for (const option of def.options ?? []) {
    const tag = option._zod.def.shape?.[def.discriminator!]?._zod.def;
    // The tag picks this option alone, so an option the quick checks do not know leaves its values to zod.
    const check = compile(option) ?? askZod;
    if (tag?.type !== 'literal' || !tag.values) return null;
    for (const value of tag.values) {
      if (byTag.has(value)) return null;
      byTag.set(value, check);
    }
  }
  const key = def.discriminator!;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return NO;
    const check = byTag.get((v as Record<string, unknown>)[key]);
    return check ? check(v) : NO;
  };
}

/** A plain union: zod gives the first option that accepts. */
function unionCheck(def: Def): Check | null {
  if (def.discriminator !== undefined) return def.unionFallback ? null : discriminatedCheck(def);
  // An exclusive union (`z.xor`) refuses a value two options accept; the checks below take the first.
  if (def.inclusive === false) return null;
  const options: Check[] = [];
  for (const option of def.options ?? []) {
    const check = compile(option);
    if (!check) return null;
    options.push(check);
  }
  return (v) => {
    for (const option of options) {
      const parsed = option(v);
      // An option zod alone can judge might be the one zod picks.
      if (parsed !== NO) return parsed;
    }
    return NO;
  };
}

function compileDef(def: Def): Check | null {
  if (!knownDef(def)) return null;
  if (def.type !== 'number' && def.type !== 'string' && def.type !== 'array' && def.checks?.length) return null;
  switch (def.type) {
    case 'number':
      return numberCheck(def);
    case 'string':
      return stringCheck(def);
    case 'boolean':
      return def.coerce ? null : (v) => (typeof v === 'boolean' ? v : NO);
    // zod hands these values on as they are, not copied.
    case 'unknown':
    case 'any':
      return (v) => v;
    case 'literal': {
      const values = new Set(def.values);
      return (v) => (values.has(v) ? v : NO);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      // Numeric enums list reverse mappings among their entries, which zod skips: left to zod.
      if (values.some((v) => typeof v !== 'string')) return null;
      const known = new Set(values);
      return (v) => (known.has(v) ? v : NO);
    }
    case 'array':
      return arrayCheck(def);
    case 'object':
      return objectCheck(def);
    case 'union':
      return unionCheck(def);
    default:
      return null;
  }
}

function compile(schema: Schema): Check | null {
  return compileDef(schema._zod.def);
}

/**
 * Parses like `schema.safeParse`, taking the quick path when the schema
 * allows one and the value passes it; zod has the last word otherwise.
 */
export function quickParser<T>(schema: z.ZodType<T>): (raw: unknown) => z.ZodSafeParseResult<T> {
  const quick = compile(schema as unknown as Schema);
  if (!quick) return (raw) => schema.safeParse(raw);
  return (raw) => {
    const parsed = quick(raw);
    return stops(parsed) ? schema.safeParse(raw) : { success: true, data: parsed as T };
  };
}

/** What the quick path alone says of a value (for tests). */
export type QuickVerdict<T> = { verdict: 'accept'; value: T } | { verdict: 'refuse' } | { verdict: 'ask zod' };

/**
 * The quick path alone, for tests: null when the schema has none (a schema
 * that silently lost it would only be slower), else a check that says
 * whether it accepts (and with what value), refuses, or leaves the value to zod.
 */
export function quickCheck<T>(schema: z.ZodType<T>): ((raw: unknown) => QuickVerdict<T>) | null {
  const quick = compile(schema as unknown as Schema);
  if (!quick) return null;
  return (raw) => {
    const parsed = quick(raw);
    if (parsed === NO) return { verdict: 'refuse' };
    if (parsed === ASK_ZOD) return { verdict: 'ask zod' };
    return { verdict: 'accept', value: parsed as T };
  };
}
