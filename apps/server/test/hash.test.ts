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
      null,
      undefined,
      0,
      -0,
      1.5,
      NaN,
      Infinity,
      'a"\\\u2028',
      true,
      [],
      {},
      [undefined, null, () => 1],
      { b: 1, a: { d: [1, { z: undefined, y: 2 }], c: 'x' }, é: 1, Z: 2, '10': 3, '9': 4, f: () => 1 },
    ];
    for (const v of values) expect(stateHash(v)).toBe(plainHash(v));
  });

  test('a hasher writes odd values, at every depth, as the plain definition does', () => {
    const odd: unknown[] = [
      null,
      0,
      -0,
      1.5,
      1e21,
      -7,
      NaN,
      Infinity,
      true,
      'plain',
      'a"\\\u2028\n\u0000é漢😀',
      '',
      [],
      {},
      [undefined, null, () => 1],
      { b: 1, a: { d: [1, { z: undefined, y: 2 }], c: 'x' }, é: 1, Z: 2, '10': 3, '9': 4, f: () => 1, 'k"\\': 'v' },
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
    let state = urbanSprawl.setup({
      seed: 'hash-test',
      seats: 4,
      options: urbanSprawl.optionsSchema.parse({}),
    }) as UsState;
    const rng = seedRng('hash-test');
    for (let i = 0; i < 150 && urbanSprawl.outcome(state) === null; i++) {
      expect(stateHash(state)).toBe(plainHash(state));
      const seat = urbanSprawl.seatsToAct(state)[0];
      const result = urbanSprawl.apply(
        state,
        seat,
        randomMove(rng, urbanSprawl.legalActions(state, seat) as UsAction[]),
      );
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
  });

  test('a hasher that remembers the parts of earlier states gives the plain hash, also after an undo and a state read back from JSON', () => {
    let state = urbanSprawl.setup({
      seed: 'hasher-test',
      seats: 3,
      options: urbanSprawl.optionsSchema.parse({}),
    }) as UsState;
    const rng = seedRng('hasher-test');
    const hasher = new StateHasher();
    const history: UsState[] = [];
    for (let i = 0; i < 400 && urbanSprawl.outcome(state) === null; i++) {
      expect(hasher.hash(state)).toBe(plainHash(state));
      history.push(state);
      const seat = urbanSprawl.seatsToAct(state)[0];
      const result = urbanSprawl.apply(
        state,
        seat,
        randomMove(rng, urbanSprawl.legalActions(state, seat) as UsAction[]),
      );
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      // Now and then go back to an earlier state (an undo), or continue from a copy that shares nothing (a reload).
      if (i % 37 === 36) expect(hasher.hash(history[i - 3])).toBe(plainHash(history[i - 3]));
      if (i % 53 === 52) state = JSON.parse(JSON.stringify(state)) as UsState;
    }
    expect(history.length).toBeGreaterThan(100);
  });

  test('a hasher copies only what is where it says: parts that left and came back, shrank, grew, or turned into plain values', () => {
    const shared = { list: [1, 2, { deep: ['x'] }], word: 'w' };
    const other = { list: [3], word: 'é' };
    const states: unknown[] = [
      { a: [shared, other], b: shared, c: { d: shared } },
      { a: [other], b: 7, c: { d: other } },
      { a: [other, shared, shared], b: shared, c: { d: undefined, e: shared } },
      { a: [], b: shared, c: { d: shared } },
      { a: [shared, other], b: null, c: { e: shared } },
      { a: [shared, other], b: shared, c: { d: shared } },
    ];
    // Texts that outgrow the hasher's first buffer while parts are being reused.
    const big = { cards: Array.from({ length: 900 }, (_, i) => `card-${i}`) };
    const bigger = { cards: Array.from({ length: 1500 }, (_, i) => `other-${i}`) };
    states.push({ a: big, b: shared }, { a: big, b: bigger }, { a: big, b: bigger, c: [big] }, { b: shared });
    const hasher = new StateHasher();
    for (const round of [1, 2]) {
      for (const s of states) expect([round, hasher.hash(s)]).toEqual([round, plainHash(s)]);
    }
  });

  test("a hasher gives the plain hash over random states that reuse each other's parts", () => {
    let seed = 1;
    // A fixed sequence (a linear congruential generator), so that a failure repeats.
    const rng = { next: () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32 };
    const pool: unknown[] = [1, 'a', null, true];
    const pick = () => pool[Math.floor(rng.next() * pool.length)];
    const build = (depth: number): unknown => {
      if (depth === 0 || rng.next() < 0.3) return pick();
      if (rng.next() < 0.5) return Array.from({ length: Math.floor(rng.next() * 4) }, () => build(depth - 1));
      const obj: Record<string, unknown> = {};
      for (const key of ['k', 'b', 'a', 'z'].slice(0, 1 + Math.floor(rng.next() * 4)))
        obj[key] = rng.next() < 0.1 ? undefined : build(depth - 1);
      return obj;
    };
    const hasher = new StateHasher();
    for (let i = 0; i < 2000; i++) {
      const state = build(6);
      expect(hasher.hash(state)).toBe(plainHash(state));
      // Small parts only go back into the pool, or the states would double in size each time.
      if (state !== null && typeof state === 'object' && reference(state).length < 300) pool.push(state);
    }
  });

  test('a hasher interrupted by a part it cannot read starts afresh', () => {
    const hasher = new StateHasher();
    const part = { x: [1, 2, 3] };
    expect(hasher.hash({ part })).toBe(plainHash({ part }));
    const broken = {
      part,
      get bad(): never {
        throw new Error('unreadable');
      },
    };
    expect(() => hasher.hash(broken)).toThrow('unreadable');
    expect(hasher.hash({ part, more: part })).toBe(plainHash({ part, more: part }));
  });
});
