import { ReplayViews } from '../src/lib/replay-source';
import type { UsView } from '../src/games/urban-sprawl/types';

/** The per-step view cache of the replay viewer, with a loader that counts and can be held back. */
function loader() {
  const calls: string[] = [];
  const held = new Map<string, () => void>();
  const load = (step: number, omniscient: boolean) =>
    new Promise<UsView>((resolve) => {
      const k = `${omniscient ? 'o' : 's'}${step}`;
      calls.push(k);
      held.set(k, () => resolve({ turn: { number: step } } as unknown as UsView));
    });
  const release = async (k: string) => {
    held.get(k)?.();
    held.delete(k);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { load, calls, held, release };
}

test('a step asked for twice at once is fetched once, then served from the cache', async () => {
  const l = loader();
  const views = new ReplayViews(l.load);
  const a = views.get(3, false);
  const b = views.get(3, false);
  expect(l.calls).toEqual(['s3']);
  await l.release('s3');
  expect(await a).toBe(await b);
  expect(views.peek(3, false)).toBe(await a);
  expect(views.peek(3, true)).toBeUndefined(); // omniscient views are other entries
  await views.get(3, false);
  expect(l.calls).toEqual(['s3']);
});

test('the oldest views leave first when the cache is full; looking at one keeps it', async () => {
  const l = loader();
  const views = new ReplayViews(l.load, 2);
  for (const s of [1, 2]) {
    const p = views.get(s, false);
    await l.release(`s${s}`);
    await p;
  }
  views.peek(1, false); // 1 is now more recent than 2
  const p = views.get(3, false);
  await l.release('s3');
  await p;
  expect(views.peek(1, false)).toBeDefined();
  expect(views.peek(2, false)).toBeUndefined();
  expect(views.peek(3, false)).toBeDefined();
});

test('prefetching skips cached and pending steps and keeps at most four requests going', async () => {
  const l = loader();
  const views = new ReplayViews(l.load);
  const first = views.get(5, false);
  await l.release('s5');
  await first;
  views.get(6, false).catch(() => undefined);
  views.prefetch([5, 6, 7, 8, 9, 10, 11], false);
  expect(l.calls).toEqual(['s5', 's6', 's7', 's8', 's9']);
  await l.release('s7');
  views.prefetch([10, 11], false);
  expect(l.calls).toEqual(['s5', 's6', 's7', 's8', 's9', 's10']);
});

test('a failed fetch is not cached: the step is asked for again', async () => {
  let n = 0;
  const views = new ReplayViews(() => (n++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve({} as UsView)));
  await expect(views.get(1, false)).rejects.toThrow('down');
  await expect(views.get(1, false)).resolves.toEqual({});
  expect(n).toBe(2);
});
