/**
 * There is no hand limit, so legalActions must not grow with the subsets of a
 * hand: payments are picked card by card. A 40-card hand must answer in well
 * under a millisecond; the mean over many calls is asserted, after a warm-up,
 * so one slow call on a busy machine cannot fail the test.
 */
import { urbania } from '../src';
import { CONTENT } from '../src/urbania/content/catalog';
import type { UrState } from '../src/urbania/state';
import { act, fresh, moveTo } from './urbania-fixtures';

function bigHand(): UrState {
  const s = fresh(2, 'big-hand');
  moveTo(s, s.discard, [...s.players[0].hand]);
  const forty = CONTENT.resources
    .map((c) => c.id)
    .filter((id) => !s.pool.includes(id))
    .slice(0, 40);
  moveTo(s, s.players[0].hand, forty);
  moveTo(
    s,
    s.players[0].projects,
    CONTENT.projects.slice(0, 20).map((p) => p.id),
  );
  return s;
}

function meanMs(fn: () => void, calls: number): number {
  for (let i = 0; i < 200; i++) fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / calls;
}

test('a 40-card hand: a bounded list of moves, each of them accepted', () => {
  const s = bigHand();
  expect(s.players[0].hand).toHaveLength(40);
  const legal = urbania.legalActions(s, 0);
  // At most: 5 pool cards + 2 piles + a redeal + 49 squares + 6 specialists + 20 projects.
  expect(legal.length).toBeLessThanOrEqual(5 + 2 + 1 + 49 + 6 + 20);
  for (const a of legal) expect(urbania.apply(s, 0, a).ok).toBe(true);
  const renew = legal.find((a) => a.type === 'renew');
  expect(renew).toBeDefined();
  const paying = act(s, 0, renew).state;
  const picks = urbania.legalActions(paying, 0);
  expect(picks.length).toBeGreaterThan(0);
  expect(picks.length).toBeLessThanOrEqual(40);
  expect(picks.every((a) => a.type === 'pick')).toBe(true);
});

test('a 40-card hand answers legalActions in under 1 ms on average', () => {
  const s = bigHand();
  const renew = urbania.legalActions(s, 0).find((a) => a.type === 'renew');
  const paying = act(s, 0, renew).state;
  const hire = urbania.legalActions(s, 0).find((a) => a.type === 'hire');
  const hiring = act(s, 0, hire).state;
  const turn = meanMs(() => urbania.legalActions(s, 0), 2000);
  const picks = meanMs(() => urbania.legalActions(paying, 0), 2000);
  const coins = meanMs(() => urbania.legalActions(hiring, 0), 2000);
  expect(turn).toBeLessThan(1);
  expect(picks).toBeLessThan(1);
  expect(coins).toBeLessThan(1);
});
