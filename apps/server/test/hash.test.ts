import crypto from 'node:crypto';
import { randomMove, seedRng, urbanSprawl, type UsAction, type UsState } from '@sprawl/rules';
import { StateHasher, stateHash } from '../src/matches/hash';

/** The plain definition of canonical JSON the hashers must match byte for byte (stored state hashes depend on it). */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : reference(v))).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    if (obj[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${reference(obj[key])}`);
  }
  return `{${parts.join(',')}}`;
}

const plainHash = (value: unknown) => crypto.createHash('sha256').update(reference(value)).digest('hex');

describe('canonical JSON', () => {
  test('matches the plain definition on odd values', () => {
    const values: unknown[] = [
      null, undefined, 0, -0, 1.5, NaN, Infinity, 'a"\\\u2028', true, [], {}, [undefined, null, () => 1],
      { b: 1, a: { d: [1, { z: undefined, y: 2 }], c: 'x' }, 'é': 1, 'Z': 2, '10': 3, '9': 4, f: () => 1 },
    ];
    for (const v of values) expect(stateHash(v)).toBe(plainHash(v));
  });

  test('a hasher writes odd values, at every depth, as the plain definition does', () => {
    const odd: unknown[] = [
      null, 0, -0, 1.5, 1e21, -7, NaN, Infinity, true, 'plain', 'a"\\\u2028\n\u0000é漢😀', '', [], {}, [undefined, null, () => 1],
      { b: 1, a: { d: [1, { z: undefined, y: 2 }], c: 'x' }, 'é': 1, 'Z': 2, '10': 3, '9': 4, f: () => 1, 'k"\\': 'v' },
    ];
    const hasher = new StateHasher();
    for (const v of odd) {
      expect(hasher.hash(v)).toBe(plainHash(v));
      const deep = { one: { two: { three: { four: v, list: [v, v] }, v }, v }, v };
      expect(hasher.hash(deep)).toBe(plainHash(deep));
    }
    // A text longer than the hasher's first buffer.
    const long = { cards: Array.from({ length: 3000 }, (_, i) => `card-${i}-é`) };
    expect(hasher.hash(long)).toBe(plainHash(long));
  });

  test('matches the plain definition on game states', () => {
    let state = urbanSprawl.setup({ seed: 'hash-test', seats: 4, options: urbanSprawl.optionsSchema.parse({}) }) as UsState;
    const rng = seedRng('hash-test');
    for (let i = 0; i < 150 && urbanSprawl.outcome(state) === null; i++) {
      expect(stateHash(state)).toBe(plainHash(state));
      const seat = urbanSprawl.seatsToAct(state)[0];
      const result = urbanSprawl.apply(state, seat, randomMove(rng, urbanSprawl.legalActions(state, seat) as UsAction[]));
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
  });

  test('a hasher that remembers the parts of earlier states gives the plain hash, also after an undo and a state read back from JSON', () => {
    let state = urbanSprawl.setup({ seed: 'hasher-test', seats: 3, options: urbanSprawl.optionsSchema.parse({}) }) as UsState;
    const rng = seedRng('hasher-test');
    const hasher = new StateHasher();
    const history: UsState[] = [];
    for (let i = 0; i < 400 && urbanSprawl.outcome(state) === null; i++) {
      expect(hasher.hash(state)).toBe(plainHash(state));
      history.push(state);
      const seat = urbanSprawl.seatsToAct(state)[0];
      const result = urbanSprawl.apply(state, seat, randomMove(rng, urbanSprawl.legalActions(state, seat) as UsAction[]));
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      // Now and then go back to an earlier state (an undo), or continue from a copy that shares nothing (a reload).
      if (i % 37 === 36) expect(hasher.hash(history[i - 3])).toBe(plainHash(history[i - 3]));
      if (i % 53 === 52) state = JSON.parse(JSON.stringify(state)) as UsState;
    }
    expect(history.length).toBeGreaterThan(100);
  });
});

