/**
 * The quick path for moves (src/quick-parse.ts) must agree with zod exactly:
 * the same verdict on every value, and the same parsed value where both
 * accept. Checked over every legal move of random games of both games, and
 * over many broken variants of them: keys dropped, added or retyped, numbers
 * out of range or not whole, strings too long or of surrogate pairs, lists
 * too long, deep nesting. packages/protocol/test/quick-parse-schemas.test.ts
 * compares them over values generated from every schema the quick path is
 * used with.
 */
import { z } from 'zod';
import { findGame, randomMove, seedRng, nextInt, type RngState } from '../src';
import { quickCheck, quickParser } from '../src/quick-parse';
import { actionSchema as usActions } from '../src/urban-sprawl/actions';
import { actionSchema as urActions } from '../src/urbania/actions';

const SCHEMAS: [string, z.ZodType][] = [
  ['urban-sprawl', usActions],
  ['urbania', urActions],
];

/** Every legal move met in a few random games of `gameId`. */
function legalMoves(gameId: string, games: number): unknown[] {
  const game = findGame(gameId)!;
  const moves: unknown[] = [];
  for (let g = 0; g < games; g++) {
    let s = game.setup({ seed: `quick-${gameId}-${g}`, seats: g % 2 === 0 ? 2 : 4, options: {} });
    const rng = seedRng(`quick-moves-${g}`);
    for (let k = 0; k < 600 && game.outcome(s) === null; k++) {
      const seat = game.seatsToAct(s)[0];
      const legal = game.legalActions(s, seat) as { type: string }[];
      moves.push(...legal);
      const r = game.apply(s, seat, randomMove(rng, legal));
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
  }
  return moves;
}

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  '',
  'x',
  'a\u0000b',
  '\ud83c\udfd9\ud83c\udfd9\ud83c\udfd9\ud83c\udfd9',
  'x'.repeat(9),
  '\ud800',
  [],
  [0],
  [1, 2, 3, 4, 5],
  ['a', 'b'],
  {},
  { box: 1 },
  { top: 'city' },
  Array.from({ length: 21 }, () => 'c'),
  JSON.parse('{"__proto__":{"x":1}}'),
  JSON.parse('['.repeat(200) + ']'.repeat(200)),
];

/** A broken (or sometimes still valid) variant of a move. */
function mutate(rng: RngState, move: unknown): unknown {
  const odd = () => ODD_VALUES[nextInt(rng, ODD_VALUES.length)];
  if (typeof move !== 'object' || move === null) return odd();
  const copy: Record<string, unknown> = Array.isArray(move)
    ? ({ ...move } as Record<string, unknown>)
    : { ...(move as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key = keys[nextInt(rng, keys.length)];
  switch (nextInt(rng, 5)) {
    case 0:
      delete copy[key];
      break;
    case 1:
      copy[['extra', 'renewal', 'cards', 'demolish', 'card'][nextInt(rng, 5)]] = odd();
      break;
    case 2:
      copy[key] = odd();
      break;
    case 3:
      copy[key] = mutate(rng, copy[key]);
      break;
    default:
      copy[key] = Array.isArray(copy[key]) ? [...(copy[key] as unknown[]), odd()] : odd();
  }
  return Array.isArray(move) ? Object.values(copy) : copy;
}

/** The quick path accepts what zod accepts, with zod's value, and refuses what zod refuses; `ask` says whether it may leave the value to zod. */
function expectSameVerdict(
  schema: z.ZodType,
  quick: NonNullable<ReturnType<typeof quickCheck>>,
  value: unknown,
  ask = false,
): void {
  const zod = schema.safeParse(value);
  const fast = quick(value);
  if (ask && fast.verdict === 'ask zod') return;
  expect({ value, verdict: fast.verdict }).toEqual({ value, verdict: zod.success ? 'accept' : 'refuse' });
  if (fast.verdict === 'accept' && zod.success) expect(fast.value).toStrictEqual(zod.data);
}

describe.each(SCHEMAS)('quick path for %s moves', (gameId, schema) => {
  const quick = quickCheck(schema);
  const moves = legalMoves(gameId, 4);

  test('the action schema has a quick path', () => {
    expect(quick).not.toBeNull();
  });

  test('every legal move is accepted quickly, as zod parses it, into fresh objects', () => {
    expect(moves.length).toBeGreaterThan(1000);
    for (const move of moves) {
      const fast = quick!(move);
      expect(fast.verdict).toBe('accept');
      const value = fast.verdict === 'accept' ? fast.value : undefined;
      expect(value).toStrictEqual(schema.parse(move));
      if (typeof move === 'object' && move !== null && Object.keys(move).length > 0) expect(value).not.toBe(move);
    }
  });

  test("broken moves get the same verdict from both, and zod's refusal", () => {
    const rng = seedRng(`quick-broken-${gameId}`);
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      let value = moves[nextInt(rng, moves.length)];
      for (let k = 1 + nextInt(rng, 3); k > 0; k--) value = mutate(rng, value);
      expectSameVerdict(schema, quick!, value);
      if (!schema.safeParse(value).success) refused++;
    }
    // Most variants are broken; the rest still pass through the comparison above.
    expect(refused).toBeGreaterThan(10_000);
    const parse = quickParser(schema);
    const bad = parse({ type: 'nonsense' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].code).toBe(schema.safeParse({ type: 'nonsense' }).error?.issues[0].code);
  });
});

describe('quick path construction', () => {
  test('a schema with parts it does not know is left to zod alone', () => {
    const schema = z.object({ name: z.string().regex(/^[a-z]+$/) }).strict();
    expect(quickCheck(schema)).toBeNull();
    const parse = quickParser(schema);
    expect(parse({ name: 'abc' })).toEqual({ success: true, data: { name: 'abc' } });
    expect(parse({ name: 'ABC' }).success).toBe(false);
  });

  test('a kind of part, a definition key or a check it does not know is left to zod, not guessed at', () => {
    // What a zod release might bring: a renamed kind, a new key on a known kind, a new check. zod's own parsing does not read these fields after construction.
    const renamed = z.object({ n: z.number().int() }).strict();
    (renamed.shape.n._zod.def as { type: string }).type = 'integer';
    const newKey = z.object({ s: z.string().max(3) }).strict();
    (newKey.shape.s._zod.def as object as Record<string, unknown>).trim = true;
    const newOptionalKey = z.object({ s: z.string().optional() }).strict();
    (newOptionalKey.shape.s._zod.def as object as Record<string, unknown>).exact = true;
    const newCheck = z.object({ s: z.string().max(3) }).strict();
    (newCheck.shape.s._zod.def.checks![0]._zod.def as { check: string }).check = 'max_graphemes';
    const newCheckKey = z.object({ n: z.number().max(3) }).strict();
    (newCheckKey.shape.n._zod.def.checks![0]._zod.def as object as Record<string, unknown>).step = 2;
    for (const schema of [renamed, newKey, newOptionalKey, newCheck, newCheckKey] as z.ZodType[])
      expect(quickCheck(schema)).toBeNull();
    // Inside a discriminated union, only the option with the unknown part is left to zod.
    const union = z.discriminatedUnion('type', [
      z.object({ type: z.literal('a') }).strict(),
      renamed.extend({ type: z.literal('b') }),
    ]);
    expect(quickCheck(union)!({ type: 'a' }).verdict).toBe('accept');
    expect(quickCheck(union)!({ type: 'b', n: 1 }).verdict).toBe('ask zod');
    expect(quickParser(renamed)({ n: 1.5 }).success).toBe(false);
    expect(quickParser(renamed)({ n: 1 })).toEqual({ success: true, data: { n: 1 } });
  });

  test('an exclusive union (z.xor), which refuses a value two options accept, is left to zod', () => {
    const schema = z.xor([z.number(), z.number().int()]);
    expect(quickCheck(schema)).toBeNull();
    expect(quickParser(schema)(1).success).toBe(false);
    expect(quickParser(schema)(1.5)).toEqual({ success: true, data: 1.5 });
  });

  test('a discriminated union leaves the options it cannot check quickly to zod, and checks the others', () => {
    const schema = z.discriminatedUnion('type', [
      z.object({ type: z.literal('move'), seq: z.number().int().min(0), action: z.unknown() }).strict(),
      z.object({ type: z.literal('say'), text: z.string().regex(/^[a-z ]+$/) }).strict(),
    ]);
    const quick = quickCheck(schema)!;
    expect(quick({ type: 'move', seq: 1, action: { any: ['thing'] } })).toEqual({
      verdict: 'accept',
      value: { type: 'move', seq: 1, action: { any: ['thing'] } },
    });
    expect(quick({ type: 'say', text: 'hello' }).verdict).toBe('ask zod');
    const values: unknown[] = [
      { type: 'move', seq: 1 },
      { type: 'move', seq: 1, action: undefined },
      { type: 'move', seq: -1, action: 1 },
      { type: 'move', seq: 1, action: null, x: 1 },
      { type: 'say', text: 'hello' },
      { type: 'say', text: 'HELLO' },
      { type: 'shout' },
      [],
      null,
    ];
    for (const value of values) expectSameVerdict(schema, quick, value, true);
    const parse = quickParser(schema);
    expect(parse({ type: 'say', text: 'HELLO' }).success).toBe(false);
    expect(parse({ type: 'say', text: 'hello' })).toEqual({ success: true, data: { type: 'say', text: 'hello' } });
  });

  test('bounds, optional keys and stripping agree with zod at their edges', () => {
    const schema = z.object({
      n: z.number().int().min(0).max(10),
      x: z.number().gt(0).lt(1).optional(),
      s: z.string().min(2).max(3),
      tag: z.union([z.literal('a'), z.number().int()]),
    });
    const quick = quickCheck(schema)!;
    const values: unknown[] = [
      { n: 0, s: 'ab', tag: 'a' },
      { n: 10, s: 'abc', tag: 3 },
      { n: 11, s: 'ab', tag: 'a' },
      { n: -1, s: 'ab', tag: 'a' },
      { n: 0.5, s: 'ab', tag: 'a' },
      { n: 1, x: 0, s: 'ab', tag: 'a' },
      { n: 1, x: 1, s: 'ab', tag: 'a' },
      { n: 1, x: 0.5, s: 'ab', tag: 'a' },
      { n: 1, x: undefined, s: 'ab', tag: 'a' },
      { n: 1, s: '\ud83c\udfd9\ud83c\udfd9', tag: 'a' },
      { n: 1, s: '\ud83c\udfd9', tag: 'a' },
      { n: 1, s: 'abcd', tag: 'a' },
      { n: 1, s: 'ab', tag: 'b' },
      { n: 1, s: 'ab', tag: 1.5 },
      { n: 1, s: 'ab', tag: 'a', extra: true },
      { n: Infinity, s: 'ab', tag: 'a' },
      { n: NaN, s: 'ab', tag: 'a' },
    ];
    for (const value of values) expectSameVerdict(schema, quick, value);
  });
});
