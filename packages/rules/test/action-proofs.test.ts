import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { games, type AnyGame } from '../src/registry';
import { nextInt, seedRng, type RngState } from '../src/rng';
import { actionSchema as urSchema } from '../src/urbania/actions';
import { provenAction as urProven } from '../src/urbania/action-proof';
import { actionSchema as usSchema } from '../src/urban-sprawl/actions';
import { provenAction as usProven } from '../src/urban-sprawl/action-proof';

/**
 * A game's action proof (src/action-proof.ts) lets `apply` skip zod, so it
 * must never prove a move its schema refuses or returns changed; and it must
 * go on proving every legal move, or the engine is only slower. Checked on
 * the legal moves of random games, on broken variants of them (a key dropped
 * or added, a value of another kind or out of bounds, text-level breakage
 * JSON.parse lets through) and on values no JSON text makes.
 */

interface Proved {
  id: 'urbania' | 'urban-sprawl';
  schema: z.ZodDiscriminatedUnion<z.ZodObject[]>;
  proven: (raw: unknown) => boolean;
  /** Good moves legalActions never lists (cards named with a renewal, a pass), tried beside its own. */
  more: unknown[];
}
const PROOFS: Proved[] = [
  {
    id: 'urbania',
    schema: urSchema,
    proven: urProven,
    more: [
      { type: 'pass' },
      { type: 'renew', square: 0, cards: ['r1', 'r2'] },
      { type: 'hire', specialist: 'bank', cards: [] },
      { type: 'take', from: 'resources' },
    ],
  },
  {
    id: 'urban-sprawl',
    schema: usSchema,
    proven: usProven,
    more: [
      { type: 'build', from: { favor: 'c1' }, lots: [0, 1], permits: [], renewal: 'u1', demolish: [3] },
      { type: 'takePlanning', from: 'top' },
    ],
  },
];

/** Values put in place of another: every kind JSON has, and the edges the schemas draw. */
const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  -0,
  1.5,
  8,
  9,
  48,
  49,
  143,
  144,
  2 ** 53,
  '',
  'x',
  'abcdefgh',
  'abcdefghi',
  'pool',
  'bank',
  'top',
  'row',
  true,
  false,
  [],
  ['r1'],
  [1, 2],
  [0, 1, 2, 3, 4],
  Array.from({ length: 21 }, () => 'r1'),
  {},
  { box: 1 },
  { box: 5 },
  { top: 'town' },
  { favor: 'f1' },
  { box: 1, top: 'town' },
];

const oneOf = <T>(rng: RngState, list: readonly T[]): T => list[nextInt(rng, list.length)];

type Node = Record<string, unknown> | unknown[];
function containers(value: unknown, out: Node[] = []): Node[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value as Node);
  for (const child of Object.values(value)) containers(child, out);
  return out;
}

/** One broken variant of a good move, given as JSON text, as JSON text. */
function brokenVariant(rng: RngState, good: string): string {
  const text = nextInt(rng, 12);
  if (text === 0) return good.replace(/(":)(-?\d+)([,}\]])/, (_, a: string, _n: string, b: string) => `${a}1e400${b}`);
  if (text === 1) return good.replace(/\{"/, '{"__proto__":{"type":"pass"},"');
  const value = JSON.parse(good) as unknown;
  const node = oneOf(rng, containers(value));
  const keys = Object.keys(node);
  const choice = nextInt(rng, 4);
  if (Array.isArray(node)) {
    if (choice === 0 && node.length) node.splice(nextInt(rng, node.length), 1);
    else if (choice === 1) node.push(structuredClone(oneOf(rng, ODD_VALUES)));
    else if (node.length) node[nextInt(rng, node.length)] = structuredClone(oneOf(rng, ODD_VALUES));
    else node.push(structuredClone(oneOf(rng, ODD_VALUES)));
  } else if (choice === 0 && keys.length) {
    delete node[oneOf(rng, keys)];
  } else if (choice === 1) {
    const key = oneOf(rng, ['extra', 'type', 'card', 'cards', 'square', 'from', 'lots', 'amount', 'order', 'box']);
    node[key] = structuredClone(oneOf(rng, ODD_VALUES));
  } else if (keys.length) {
    node[oneOf(rng, keys)] = structuredClone(oneOf(rng, ODD_VALUES));
  }
  return JSON.stringify(value);
}

/** What is wrong with proving `raw`, or null: a proof may only say yes to what zod returns unchanged. */
function proofWrong(p: Proved, raw: unknown): string | null {
  if (!p.proven(raw)) return null;
  const zod = p.schema.safeParse(raw);
  if (!zod.success) return `proved what zod refuses (${zod.error.issues[0].message})`;
  if (!isDeepStrictEqual(zod.data, raw)) return 'proved a move zod returns changed';
  return null;
}

/** Every legal move met along a few random games, each once. */
function legalMoves(game: AnyGame, seeds: string[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const seed of seeds) {
    const rng = seedRng(seed);
    let state = game.setup({ seed, seats: game.maxSeats, options: game.optionsSchema.parse({}) });
    for (let step = 0; game.outcome(state) === null && step < 3000; step++) {
      const acting = game.seatsToAct(state);
      const seat = acting[nextInt(rng, acting.length)];
      const legal = game.legalActions(state, seat);
      for (const move of legal) seen.set(JSON.stringify(move), move);
      const result = game.apply(state, seat, legal[nextInt(rng, legal.length)]);
      if (!result.ok) throw new Error(`a legal move was refused at step ${step}`);
      state = result.state;
    }
  }
  return [...seen.values()];
}

describe.each(PROOFS)('$id: the action proof', (p) => {
  const moves = [...legalMoves(games[p.id] as AnyGame, ['proof-1', 'proof-2', 'proof-3']), ...p.more];

  test('is tried on every kind of move of the schema', () => {
    const kinds = new Set(moves.map((m) => (m as { type: string }).type));
    for (const option of p.schema.options) expect(kinds).toContain(option.shape.type.value);
  });

  test('proves every legal move of random games, and the others tried, each as zod returns it', () => {
    expect(moves.length).toBeGreaterThan(50);
    for (const move of moves) {
      expect([JSON.stringify(move), p.proven(move)]).toEqual([JSON.stringify(move), true]);
      expect(proofWrong(p, move)).toBeNull();
    }
  });

  test('never proves a broken move that zod refuses or changes', () => {
    const rng = seedRng(`broken-${p.id}`);
    let proved = 0;
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = brokenVariant(rng, JSON.stringify(oneOf(rng, moves)));
      const raw = JSON.parse(text) as unknown;
      const wrong = proofWrong(p, raw);
      if (wrong) throw new Error(`${text}: ${wrong}`);
      if (p.proven(raw)) proved++;
      if (!p.schema.safeParse(raw).success) refused++;
    }
    // Both sides of the line were tried many times.
    expect(proved).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(5000);
  });

  test('leaves to zod what no JSON text makes', () => {
    const move = moves.find((m) => Object.keys(m as object).length > 1) as Record<string, unknown>;
    const [key] = Object.keys(move).filter((k) => k !== 'type');
    const odd: unknown[] = [
      Object.create(move) as unknown,
      Object.assign(Object.create(null) as object, move),
      { ...move, [key]: undefined },
      new (class {
        type = move.type;
      })(),
      [move],
      JSON.stringify(move),
    ];
    for (const raw of odd) expect(p.proven(raw)).toBe(false);
  });
});
