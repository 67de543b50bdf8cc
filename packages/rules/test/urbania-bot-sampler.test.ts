import { urbania } from '../src';
import type { Viewer } from '../src';
import { nextInt, seedRng } from '../src/rng';
import { determinize } from '../src/urbania/determinize';
import type { UrState } from '../src/urbania/state';
import type { UrView } from '../src/urbania/view';

/**
 * Urbania's sampler keeps what the public history told a seat: a card a
 * rival was seen to take from the face-up pool stays in that rival's hand in
 * every sample until it is seen again (paid to the discard or a front). The
 * test works out those cards itself, from one seat's successive views only
 * (a card that left the pool, is nowhere in sight, and not in the seat's own
 * hand went to the rival whose turn it was), rather than trusting `shown`.
 */
describe('Urbania: sampled states agree with what the seat saw pass', () => {
  test.each([3, 5])("%i seats: every card seen going to a rival is in that rival's hand in the samples", (seats) => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      const rng = seedRng(`ur-history-${seats}-${g}`);
      let state: UrState = urbania.setup({ seed: `ur-history-${seats}-${g}`, seats, options: {} });
      const watcher = g % seats;
      const viewer: Viewer = { kind: 'seat', seat: watcher };
      const known: Set<string>[] = Array.from({ length: seats }, () => new Set());
      let before = urbania.view(state, viewer);
      while (urbania.outcome(state) === null) {
        const seat = urbania.seatsToAct(state)[0];
        const legal = urbania.legalActions(state, seat);
        const result = urbania.apply(state, seat, legal[nextInt(rng, legal.length)]);
        if (!result.ok) throw new Error(result.message);
        state = result.state;
        const after = urbania.view(state, viewer);
        track(before, after, seat, watcher, known);
        before = after;
        if (seatsToActIs(state, watcher)) {
          const sample = determinize(after, watcher, seedRng(`s${checked}`));
          if (sample === null) continue;
          known.forEach((cards, rival) => {
            for (const id of cards) expect(sample.players[rival].hand).toContain(id);
          });
          if (known.some((cards, rival) => rival !== watcher && cards.size > 0)) checked++;
        }
      }
    }
    // Enough positions where some rival held a card the watcher saw it take.
    expect(checked).toBeGreaterThan(20);
  });
});

function seatsToActIs(state: UrState, seat: number): boolean {
  return urbania.seatsToAct(state).includes(seat);
}

/** Updates, from two successive views of `watcher`, the cards each rival is known to hold. */
function track(before: UrView, after: UrView, actor: number, watcher: number, known: Set<string>[]): void {
  const inSight = new Set([
    ...after.pool,
    ...after.discard,
    ...(after.players[watcher].hand ?? []),
    ...after.players.flatMap((p) => p.front),
  ]);
  // A card seen again left the hand that held it.
  for (const cards of known) for (const id of [...cards]) if (inSight.has(id)) cards.delete(id);
  if (actor === watcher) return;
  for (const id of before.pool) if (!inSight.has(id)) known[actor].add(id);
}
