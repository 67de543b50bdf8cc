import { hushAuction, type HushState, type HushView } from '../src';
import { DECK, valueOf } from '../src/hush-auction/cards';
import { factsOf } from '../src/hush-auction/belief';
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

/** A two-seat table after round 1, where the rival (seat 1) bid `rivalBid` from `rival` on `offer` and drew one card. */
function afterRoundOne(rival: string[], rivalBid: string, offer: string[]): HushView {
  const s0 = hushAuction.setup({ seed: 'belief', seats: 2, options: { length: 'standard' } });
  const mine = ['reed-1', 'clay-3', 'moss-4', 'salt-6'];
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
  return seatView(bid(bid(s, 1, rivalBid), 0, 'reed-1'), 0);
}

/** The share of 400 samples of seat 0 in which the rival holds at least `atLeast` cards passing `test`. */
function shareHolding(view: HushView, test: (value: number) => boolean, atLeast: number): number {
  const rng = seedRng('belief-samples');
  const samples = 400;
  let holding = 0;
  for (let i = 0; i < samples; i++) {
    const sample = determinize(view, 0, rng);
    if (sample === null) throw new Error('no sample');
    if (sample.players[1].hand.filter((c) => test(valueOf(c))).length >= atLeast) holding++;
  }
  return holding / samples;
}

test('a rival that bid its strongest card on a big lot is seldom sampled holding two stronger ones', () => {
  // It kept three cards no stronger than its 9; only the card it drew since may be stronger.
  const view = afterRoundOne(['reed-2', 'clay-5', 'moss-7', 'salt-9'], 'salt-9', ['reed-16']);
  // Dealt blind, most hands would hold two cards above 9 (about half the unseen cards are).
  expect(shareHolding(view, (v) => v > 9, 2)).toBeLessThan(0.15);
});

test('a rival that bid its weakest card on a small lot is seldom sampled holding two weaker ones', () => {
  const view = afterRoundOne(['reed-8', 'clay-11', 'moss-13', 'salt-15'], 'reed-8', ['reed-2']);
  expect(shareHolding(view, (v) => v < 8, 2)).toBeLessThan(0.15);
});

test('a bid on a lot neither plainly big nor plainly small tells nothing', () => {
  const view = afterRoundOne(['reed-2', 'clay-5', 'moss-7', 'salt-9'], 'salt-9', ['reed-8']);
  expect(shareHolding(view, (v) => v > 9, 2)).toBeGreaterThan(0.4);
});

test('a bid tells nothing when a single value was left unseen: no card was stronger or weaker to spend', () => {
  const seen = DECK.filter((card) => valueOf(card) !== 5);
  const facts = factsOf([{ bids: ['clay-5', 'moss-5'], offer: ['reed-5'], seen }], 2);
  expect(facts).toEqual([[{ most: 16, least: 1 }], [{ most: 16, least: 1 }]]);
});
