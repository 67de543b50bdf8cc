/**
 * The quick path (packages/rules/src/quick-parse.ts) reads zod's private
 * definitions, which a zod release may change without notice. This test walks
 * every schema the quick path is used with (every registered game's action
 * schema and the client message schema), generates good values from each
 * schema's structure and broken variants of them, and asks both zod and the
 * quick path about each: they must agree on accepting, and on the value where
 * they accept. It also fails when a part of a schema loses its quick path
 * (a zod construct the quick path no longer knows), so that an upgrade that
 * only made moves slower is noticed too.
 *
 * It lives here because the protocol is the one package that sees both kinds
 * of schema: the rules cannot import the protocol.
 *
 * The generator reads `_zod.def` too, but only to aim its values: were it to
 * misread a definition, the comparison would still hold, and the counts of
 * accepted and refused values checked below would drop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { games, nextInt, quickCheck, quickParser, seedRng, type RngState } from '@sprawl/rules';
import { clientMessageSchema } from '../src';

/** Good values per schema; each is also broken in several ways (see CASES). */
const GOOD_PER_SCHEMA = 600;
/** Broken variants per schema. */
const BROKEN_PER_SCHEMA = 3000;

interface Schema {
  _zod: { def: Def };
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
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  innerType?: Schema;
  in?: Schema;
}

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;

/**
 * Every schema given to quickParser, and the options of a discriminated union
 * the quick path leaves to zod on purpose (by discriminator value): chat,
 * whose text has refinements and a transform.
 */
const SCHEMAS: { name: string; schema: z.ZodType; leftToZod: string[] }[] = [
  ...Object.entries(games).map(([id, game]) => ({
    name: `${id} actions`,
    schema: game.actionSchema as z.ZodType,
    leftToZod: [],
  })),
  { name: 'client messages', schema: clientMessageSchema, leftToZod: ['chat'] },
];

/** The files that call quickParser, relative to the repository: a new use must put its schema in SCHEMAS. */
const QUICK_PARSER_USERS = [
  'apps/server/src/ws/frames.ts',
  'packages/rules/src/hush-auction/rules.ts',
  'packages/rules/src/urban-sprawl/apply.ts',
  'packages/rules/src/urbania/apply.ts',
];

const pick = <T>(rng: RngState, list: readonly T[]): T => list[nextInt(rng, list.length)];
const oneIn = (rng: RngState, n: number): boolean => nextInt(rng, n) === 0;

/** Characters for strings: plain, accented, a surrogate pair (one code point, two units), a zero-width space. */
const CHARS = ['a', 'b', 'z', 'Q', '0', '7', '-', '_', ' ', 'é', '\ud83c\udfd9', '\u200b'];

/** Values of every kind, for wrong types and for schema-free (`unknown`) parts. */
const ODD: readonly unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  0.5,
  NaN,
  Infinity,
  -Infinity,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1n,
  '',
  'x',
  'NaN',
  'Infinity',
  '1',
  '0x10',
  ' 1',
  '1e3',
  'true',
  'null',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff',
  'x'.repeat(100_000),
  [],
  [0],
  ['a', 'b'],
  [null],
  {},
  { type: 'pass' },
  { box: 1 },
  { top: 'city' },
  Object.create(null) as object,
  new Date(0),
  new Map(),
  Symbol('odd'),
  () => 1,
  JSON.parse('{"__proto__":{"polluted":1}}') as object,
  JSON.parse('['.repeat(300) + ']'.repeat(300)) as unknown,
];

/** Keys a schema never has, some of them inherited by every object. */
const EXTRA_KEYS = [
  'extra',
  'constructor',
  'toString',
  'hasOwnProperty',
  '__proto__',
  'valueOf',
  '',
  'Type',
  'type ',
  '0',
];

interface NumberBounds {
  integer: boolean;
  min: number;
  max: number;
  minInclusive: boolean;
  maxInclusive: boolean;
}

function numberBounds(def: Def): NumberBounds {
  const b: NumberBounds = {
    integer: def.format === 'safeint',
    min: -Infinity,
    max: Infinity,
    minInclusive: true,
    maxInclusive: true,
  };
  for (const {
    _zod: { def: c },
  } of def.checks ?? []) {
    if (c.check === 'number_format')
      b.integer ||= c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32';
    else if (c.check === 'greater_than' && typeof c.value === 'number' && c.value >= b.min)
      [b.min, b.minInclusive] = [c.value, c.inclusive === true];
    else if (c.check === 'less_than' && typeof c.value === 'number' && c.value <= b.max)
      [b.max, b.maxInclusive] = [c.value, c.inclusive === true];
  }
  return b;
}

function lengthBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = Infinity;
  for (const {
    _zod: { def: c },
  } of def.checks ?? []) {
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
    if (c.check === 'length_equals' && typeof c.length === 'number') [min, max] = [c.length, c.length];
  }
  return { min, max };
}

/** A string of `n` code points. */
function text(rng: RngState, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += pick(rng, CHARS);
  return s;
}

/** A length within bounds, leaning towards the edges. */
function lengthWithin(rng: RngState, { min, max }: { min: number; max: number }): number {
  const top = Math.min(max, min + 12);
  switch (nextInt(rng, 4)) {
    case 0:
      return min;
    case 1:
      return Number.isFinite(max) && max <= 4096 ? max : top;
    default:
      return min + nextInt(rng, top - min + 1);
  }
}

/** A schema-free value: any JSON-like value, sometimes deep. */
function anything(rng: RngState, depth = 0): unknown {
  switch (depth > 3 ? nextInt(rng, 3) : nextInt(rng, 6)) {
    case 0:
      return pick(rng, [null, true, false, 0, -3, 2.5, 2 ** 40]);
    case 1:
      return text(rng, nextInt(rng, 6));
    case 2:
      return pick(rng, ODD);
    case 3:
      return Array.from({ length: nextInt(rng, 4) }, () => anything(rng, depth + 1));
    case 4:
      return Object.fromEntries(Array.from({ length: nextInt(rng, 4) }, (_, i) => [`k${i}`, anything(rng, depth + 1)]));
    default:
      return { type: text(rng, 3), from: { box: nextInt(rng, 6) }, lots: [nextInt(rng, 144)] };
  }
}

/** A value the schema accepts (when the generator reads the schema right). */
function good(rng: RngState, schema: Schema): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return text(rng, lengthWithin(rng, lengthBounds(def)));
    case 'number': {
      const b = numberBounds(def);
      const lo = Number.isFinite(b.min) ? b.min : -(2 ** 53 - 1);
      const hi = Number.isFinite(b.max) ? b.max : 2 ** 53 - 1;
      if (b.integer) {
        const first = b.minInclusive ? Math.ceil(lo) : Math.floor(lo) + 1;
        const last = b.maxInclusive ? Math.floor(hi) : Math.ceil(hi) - 1;
        const edges = [first, last, first + 1, last - 1, 0, 1, 2 ** 31 - 1].filter((n) => n >= first && n <= last);
        return oneIn(rng, 2) ? pick(rng, edges) : first + nextInt(rng, Math.min(last - first + 1, 2 ** 31));
      }
      const span = Math.min(hi - lo, 1e6);
      return lo + span * (0.001 + 0.998 * (nextInt(rng, 1000) / 1000));
    }
    case 'boolean':
      return oneIn(rng, 2);
    case 'literal':
      return pick(rng, def.values ?? [undefined]);
    case 'enum':
      return pick(rng, Object.values(def.entries ?? {}));
    case 'unknown':
    case 'any':
      return anything(rng);
    case 'array': {
      const n = lengthWithin(rng, lengthBounds(def));
      return Array.from({ length: n }, () => good(rng, def.element!));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (field._zod.def.type === 'optional') {
          const roll = nextInt(rng, 5);
          if (roll === 0) continue;
          // An optional key given as undefined is accepted, and kept in zod's output.
          if (roll === 1) {
            out[key] = undefined;
            continue;
          }
        }
        out[key] = good(rng, field);
      }
      return out;
    }
    case 'union':
      return good(rng, pick(rng, def.options ?? []));
    case 'optional':
      return oneIn(rng, 4) ? undefined : good(rng, def.innerType!);
    case 'pipe':
      return good(rng, def.in!);
    default:
      return pick(rng, ODD);
  }
}

/** Values near a number schema's bounds and past them, and numbers in disguise. */
function badNumber(rng: RngState, def: Def): unknown {
  const b = numberBounds(def);
  const near = [b.min, b.max]
    .filter(Number.isFinite)
    .flatMap((n) => [n - 1, n + 1, n - 0.5, n + 0.5, n - Number.EPSILON * Math.max(1, Math.abs(n)), n]);
  return pick(rng, [
    ...near,
    0.5,
    -0,
    NaN,
    Infinity,
    -Infinity,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    1e300,
    'NaN',
    '1',
    '0',
    '',
    ' 2',
    null,
    1n,
  ]);
}

/** Strings just past a string schema's length bounds (counted in code points and in units), and odd characters. */
function badString(rng: RngState, def: Def): unknown {
  const { min, max } = lengthBounds(def);
  const lengths = [min - 1, min, max, max + 1].filter((n) => n >= 0 && n <= 4096);
  const n = lengths.length ? pick(rng, lengths) : nextInt(rng, 10);
  return pick(rng, [
    'a'.repeat(n),
    '\ud83c\udfd9'.repeat(n),
    '\u0000'.repeat(Math.max(n, 1)),
    'a\u0000b',
    '\ud800'.repeat(Math.max(n, 1)),
    'x'.repeat(100_000),
    'NaN',
    n,
    null,
    [text(rng, n)],
    { toString: () => 'a' },
  ]);
}

function nest(rng: RngState, value: unknown): unknown {
  let v = value;
  const arrays = oneIn(rng, 2);
  for (let i = 0; i < 400; i++) v = arrays ? [v] : { type: v };
  return v;
}

/**
 * A variant of `value` (made from `schema`) with one thing broken somewhere:
 * a wrong type, a key missing or added, a number or length out of range, an
 * unknown discriminator, deep nesting. Some variants are still good ones.
 */
function broken(rng: RngState, schema: Schema, value: unknown, depth = 0): unknown {
  const def = schema._zod.def;
  // Go further into the value half the time, so breaks land at every depth.
  const here = depth > 6 || oneIn(rng, 2);
  switch (def.type) {
    case 'optional':
      return oneIn(rng, 3) ? undefined : broken(rng, def.innerType!, value, depth);
    case 'pipe':
      return broken(rng, def.in!, value, depth);
    case 'number':
      return oneIn(rng, 6) ? pick(rng, ODD) : badNumber(rng, def);
    case 'string':
      return oneIn(rng, 6) ? pick(rng, ODD) : badString(rng, def);
    case 'literal':
    case 'enum': {
      const known = def.type === 'literal' ? (def.values ?? []) : Object.values(def.entries ?? {});
      const one = pick(rng, known);
      return pick(rng, [
        ...ODD,
        typeof one === 'string' ? one.toUpperCase() : one,
        typeof one === 'string' ? `${one} ` : one,
        `${String(one)}\u0000`,
        [one],
        { value: one },
      ]);
    }
    case 'boolean':
      return pick(rng, [0, 1, 'true', 'false', null, undefined, [true]]);
    case 'unknown':
    case 'any':
      return oneIn(rng, 3) ? nest(rng, value) : pick(rng, ODD);
    case 'array': {
      if (!Array.isArray(value)) return pick(rng, ODD);
      const element = def.element!;
      const { max } = lengthBounds(def);
      if (!here && value.length > 0) {
        const copy = [...value];
        const i = nextInt(rng, copy.length);
        copy[i] = broken(rng, element, copy[i], depth + 1);
        return copy;
      }
      switch (nextInt(rng, 6)) {
        case 0:
          return [];
        case 1:
          return value.slice(1);
        case 2:
          return [
            ...value,
            ...Array.from({ length: Number.isFinite(max) ? Math.max(1, max + 1 - value.length) : 1 }, () =>
              good(rng, element),
            ),
          ];
        case 3:
          return [...value, pick(rng, ODD)];
        // A sparse list: holes read as undefined.
        case 4:
          return Object.assign(new Array<unknown>(value.length + 1), value);
        default:
          return { ...value };
      }
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return pick(rng, ODD);
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(def.shape ?? {});
      const key = keys.length ? pick(rng, keys) : 'extra';
      if (!here && keys.length) {
        copy[key] = broken(rng, def.shape![key], copy[key], depth + 1);
        return copy;
      }
      switch (nextInt(rng, 6)) {
        case 0:
          delete copy[key];
          return copy;
        case 1:
          copy[key] = undefined;
          return copy;
        case 2: {
          const extra = pick(rng, EXTRA_KEYS);
          // An own "__proto__" key, as JSON.parse makes it.
          Object.defineProperty(copy, extra, {
            value: pick(rng, ODD),
            enumerable: true,
            writable: true,
            configurable: true,
          });
          return copy;
        }
        case 3:
          return [copy];
        case 4:
          return nest(rng, copy);
        default:
          return Object.assign(Object.create(null) as object, copy);
      }
    }
    case 'union': {
      const options = def.options ?? [];
      const tagKey = def.discriminator;
      if (tagKey !== undefined && typeof value === 'object' && value !== null && (here || oneIn(rng, 4))) {
        const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        const tags = options.flatMap((o) => o._zod.def.shape?.[tagKey]?._zod.def.values ?? []);
        const tag = copy[tagKey];
        // Unknown discriminators, near misses of known ones, another option's tag on this option's keys, or none.
        copy[tagKey] = pick(rng, [
          'nonsense',
          '',
          typeof tag === 'string' ? tag.toUpperCase() : 0,
          typeof tag === 'string' ? `${tag}\u0000` : 1,
          pick(rng, tags),
          null,
          1,
          [tag],
          undefined,
        ]);
        if (oneIn(rng, 5)) delete copy[tagKey];
        return copy;
      }
      // Break it as the option that accepts it would see it.
      const owner = options.find((o) => (o as unknown as z.ZodType).safeParse(value).success) ?? pick(rng, options);
      return broken(rng, owner, value, depth);
    }
    default:
      return pick(rng, ODD);
  }
}

/** A short description of a value for a failure message (some are 100,000 characters long or 400 levels deep). */
function show(value: unknown): string {
  try {
    const json = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    return json === undefined
      ? String(value)
      : json.length > 300
        ? `${json.slice(0, 300)}… (${json.length} characters)`
        : json;
  } catch {
    return String(value);
  }
}

/** How the quick path and zod read one value, or a sentence saying how they differ. */
function compare(
  schema: z.ZodType,
  parse: ReturnType<typeof quickParser>,
  check: ReturnType<typeof quickCheck>,
  value: unknown,
): { disagreement: string | null; zodAccepts: boolean; quick: string } {
  const zod = schema.safeParse(value);
  const parsed = parse(value);
  const verdict = check?.(value) ?? { verdict: 'no quick path' as const };
  let disagreement: string | null = null;
  if (parsed.success !== zod.success)
    disagreement = `quickParser says ${parsed.success ? 'accept' : 'refuse'}, zod ${zod.success ? 'accept' : 'refuse'}`;
  else if (parsed.success && zod.success && !isDeepStrictEqual(parsed.data, zod.data))
    disagreement = `quickParser parsed ${show(parsed.data)}, zod ${show(zod.data)}`;
  else if (verdict.verdict === 'accept' && !zod.success) disagreement = 'the quick path accepts, zod refuses';
  else if (verdict.verdict === 'refuse' && zod.success) disagreement = 'the quick path refuses, zod accepts';
  else if (verdict.verdict === 'accept' && zod.success && !isDeepStrictEqual(verdict.value, zod.data))
    disagreement = `the quick path parsed ${show(verdict.value)}, zod ${show(zod.data)}`;
  return { disagreement, zodAccepts: zod.success, quick: verdict.verdict };
}

describe.each(SCHEMAS)('quick path and zod agree on $name', ({ name, schema, leftToZod }) => {
  const root = defOf(schema);
  const tagOf = (value: unknown): string | null =>
    root.discriminator !== undefined && typeof value === 'object' && value !== null
      ? String((value as Record<string, unknown>)[root.discriminator])
      : null;

  test('it has a quick path, and every good value takes it except the options left to zod on purpose', () => {
    // Without a quick path (a construct a zod upgrade renamed, say) every comparison below holds trivially, and moves are only slower.
    expect(quickCheck(schema)).not.toBeNull();
    const quick = quickCheck(schema)!;
    const rng = seedRng(`quick-parse-good-${name}`);
    const lost = new Set<string>();
    for (let i = 0; i < GOOD_PER_SCHEMA; i++) {
      const value = good(rng, schema as unknown as Schema);
      const tag = tagOf(value);
      const verdict = quick(value);
      if (verdict.verdict === 'accept') continue;
      // The generator made a value zod refuses: counted by the next test, not a lost quick path.
      if (!schema.safeParse(value).success) continue;
      if (tag !== null && leftToZod.includes(tag)) continue;
      lost.add(`${tag ?? name}: ${verdict.verdict} for ${show(value)}`);
    }
    expect([...lost]).toEqual([]);
  });

  test(`${GOOD_PER_SCHEMA} good values and ${BROKEN_PER_SCHEMA} broken ones get the same verdict and value from both`, () => {
    const rng = seedRng(`quick-parse-broken-${name}`);
    const disagreements: string[] = [];
    let accepted = 0;
    let refused = 0;
    let quickAccepted = 0;
    const values: unknown[] = [];
    for (let i = 0; i < GOOD_PER_SCHEMA; i++) values.push(good(rng, schema as unknown as Schema));
    for (let i = 0; i < BROKEN_PER_SCHEMA; i++) {
      let value = values[nextInt(rng, GOOD_PER_SCHEMA)];
      for (let k = 1 + nextInt(rng, 2); k > 0; k--) value = broken(rng, schema as unknown as Schema, value);
      values.push(value);
    }
    const parse = quickParser(schema);
    const check = quickCheck(schema);
    values.forEach((value, i) => {
      const { disagreement, zodAccepts, quick } = compare(schema, parse, check, value);
      if (disagreement && disagreements.length < 10) disagreements.push(`case ${i}: ${show(value)}: ${disagreement}`);
      if (zodAccepts) accepted++;
      else refused++;
      if (quick === 'accept') quickAccepted++;
    });
    expect(disagreements).toEqual([]);
    // The generator must read the schema well enough to test both sides of every check.
    expect(accepted).toBeGreaterThan(GOOD_PER_SCHEMA * 0.9);
    expect(refused).toBeGreaterThan(BROKEN_PER_SCHEMA * 0.6);
    expect(quickAccepted).toBeGreaterThan(GOOD_PER_SCHEMA * 0.5);
  });
});

test('every schema given to quickParser is walked above', () => {
  const repo = path.resolve(__dirname, '../../..');
  const users: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'generated' && e.name !== 'node_modules') walk(p);
      } else if (
        /\.tsx?$/.test(e.name) &&
        !p.endsWith('quick-parse.ts') &&
        fs.readFileSync(p, 'utf8').includes('quickParser(')
      ) {
        users.push(path.relative(repo, p));
      }
    }
  };
  for (const root of [
    'packages/rules/src',
    'packages/protocol/src',
    'packages/client/src',
    'apps/server/src',
    'apps/web/src',
  ])
    walk(path.join(repo, root));
  // A new user of quickParser: add its schema to SCHEMAS, then its file here.
  expect(users.sort()).toEqual(QUICK_PARSER_USERS);
});
