import { HeldMatches } from '../src/matches/held-matches';

/** The bookkeeping of which matches stay in memory, on plain values and a hand-turned clock. */
describe('matches held in memory', () => {
  const setup = (opts: { idleMs?: number; cap?: number; busy?: Set<string> } = {}) => {
    let now = 0;
    const busy = opts.busy ?? new Set<string>();
    const held = new HeldMatches<string>({
      idleMs: opts.idleMs ?? 100,
      cap: opts.cap ?? 10,
      canDrop: (id) => !busy.has(id),
      now: () => now,
    });
    const load = (id: string) => held.use(id, async () => `state of ${id}`);
    return { held, busy, load, advance: (ms: number) => (now += ms) };
  };

  test('a match is read once however many ask at the same time, and counted once read', async () => {
    const { held } = setup();
    let reads = 0;
    const read = async () => `read ${++reads}`;
    const [a, b] = await Promise.all([held.use('m', read), held.use('m', read)]);
    expect([a, b, reads, held.size]).toEqual(['read 1', 'read 1', 1, 1]);
    expect(held.peek('m')).toBe('read 1');
  });

  test('an idle match leaves at the sweep; a used one stays', async () => {
    const { held, load, advance } = setup({ idleMs: 100 });
    await load('old');
    await load('used');
    advance(60);
    await load('used');
    advance(60);
    expect(held.sweep()).toEqual(['old']);
    expect([held.peek('old'), held.peek('used'), held.size]).toEqual([undefined, 'state of used', 1]);
  });

  test('a match in hand is not dropped, and a later sweep drops it once it is free', async () => {
    const busy = new Set(['m']);
    const { held, load, advance } = setup({ idleMs: 100, busy });
    await load('m');
    advance(200);
    expect(held.sweep()).toEqual([]);
    busy.delete('m');
    advance(200);
    expect(held.sweep()).toEqual(['m']);
  });

  test('above the cap the least recently used leaves first', async () => {
    const { held, load } = setup({ cap: 2 });
    await load('a');
    await load('b');
    await load('a');
    await load('c');
    expect([held.peek('a'), held.peek('b'), held.peek('c'), held.size]).toEqual([
      'state of a',
      undefined,
      'state of c',
      2,
    ]);
  });

  test('above the cap with every match in hand, a new match costs a bounded look, and the cap is reached once they are free', async () => {
    let asked = 0;
    const busy = new Set<string>();
    const held = new HeldMatches<string>({
      idleMs: 1_000,
      cap: 10,
      canDrop: (id) => (asked++, !busy.has(id)),
    });
    for (let i = 0; i < 2_000; i++) {
      busy.add(`m${i}`);
      held.put(`m${i}`, 'state');
    }
    asked = 0;
    for (let i = 2_000; i < 2_100; i++) {
      busy.add(`m${i}`);
      held.put(`m${i}`, 'state');
    }
    // A full pass would ask about all 2,000 each time; a bounded one at most a few dozen.
    expect(asked / 100).toBeLessThanOrEqual(40);
    expect(held.size).toBe(2_100);
    busy.clear();
    for (let i = 0; i < 100 && held.size > 10; i++) held.put(`new${i}`, 'state');
    expect(held.size).toBe(10);
    expect([held.peek('new0'), held.peek('m0')]).toEqual(['state', undefined]);
  });

  test('a match dropped while being read is not kept, and a failed read is forgotten', async () => {
    const { held } = setup();
    const reading = held.use('m', async () => 'late');
    held.drop('m');
    expect(await reading).toBe('late');
    expect([held.peek('m'), held.size]).toEqual([undefined, 0]);
    await expect(held.use('x', async () => Promise.reject(new Error('no such match')))).rejects.toThrow(
      'no such match',
    );
    expect(await held.use('x', async () => 'found')).toBe('found');
  });
});
