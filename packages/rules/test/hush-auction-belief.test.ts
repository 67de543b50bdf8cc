import { hushAuction, type HushState, type HushView } from '../src';
import { valueOf } from '../src/hush-auction/cards';
import { determinize } from '../src/hush-auction/determinize';
import { pastRounds } from '../src/hush-auction/history';
import { nextInt, seedRng } from '../src/rng';

/** What the hard bot reads from the bids its rivals made: the rounds rebuilt from a view, and the hands sampled from them. */

function bid(state: HushState, seat: number, card: string): HushState {
  const result = hushAuction.apply(state, seat, { type: 'bid', card });
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.state;
}

const seatView = (s: HushState, seat: number) => hushAuction.view(s, { kind: 'seat', seat });

test("the finished rounds are rebuilt from a view: each one's bids, its offer (ties carried) and what was face up", () => {
  let ties = 0;
  for (let game = 0; game < 40; game++) {
    const rng = seedRng(`history:${game}`);
    let s = hushAuction.setup({ seed: `history:${game}`, seats: 3, options: { length: 'standard' } });
    const offers: string[][] = [];
    const seen: string[][] = [];
    while (s.final === null) {
      offers.push(s.offer);
      seen.push([...s.discard, ...s.players.flatMap((p) => p.won)].sort());
      // Low cards only, so that equal bids (ties) come up.
      for (let seat = 0; seat < 3; seat++) s = bid(s, seat, s.players[seat].hand[nextInt(rng, 2)]);
      if (s.lastReveal?.winner === null) ties++;
      if (s.final !== null) break;
      const past = pastRounds(seatView(s, 1));
      expect(past.map((r) => r.offer)).toEqual(offers);
      expect(past.map((r) => [...r.seen].sort())).toEqual(seen);
      expect(past.map((r) => r.bids)).toEqual(offers.map((_, r) => s.discard.slice(3 * r, 3 * r + 3)));
    }
  }
  expect(ties).toBeGreaterThan(5);
});

/** A rival that bid its best card on a big lot, then drew one card. */
function afterBestOnBigLot(): HushView {
  const s0 = hushAuction.setup({ seed: 'belief', seats: 2, options: { length: 'standard' } });
  const mine = ['reed-1', 'clay-3', 'moss-4', 'salt-6'];
  const rival = ['reed-2', 'clay-5', 'moss-7', 'salt-9'];
  const offer = ['reed-16'];
  const used = new Set([...mine, ...rival, ...offer]);
  const rest = [...s0.pile, ...s0.players.flatMap((p) => p.hand), ...s0.offer].filter((c) => !used.has(c));
  const s: HushState = {
    ...s0,
    pile: rest,
    offer,
    players: [
      { hand: mine, bid: null, won: [] },
      { hand: rival, bid: null, won: [] },
    ],
  };
  return seatView(bid(bid(s, 1, 'salt-9'), 0, 'reed-1'), 0);
}

test('a rival that bid its best card on a big lot is seldom sampled holding a better one', () => {
  const view = afterBestOnBigLot();
  const rng = seedRng('belief-samples');
  const samples = 400;
  let better = 0;
  for (let i = 0; i < samples; i++) {
    const sample = determinize(view, 0, rng);
    if (sample === null) throw new Error('no sample');
    if (sample.players[1].hand.filter((c) => valueOf(c) > 9).length >= 2) better++;
  }
  // Its three older cards were all under 9, so only the card it drew may beat it: two better cards take
  // the floor odds given to a bid the simple bot would not make. Dealt blind, about a third of hands would.
  expect(better / samples).toBeLessThan(0.12);
});
