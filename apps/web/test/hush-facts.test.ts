import { hushAuction } from '@sprawl/rules';
import { cardsOf, COLOURS, DECK_SIZE, HAND_SIZE, HIGHEST_VALUE, ROUNDS, SEATS } from '../src/games/hush-auction/facts';

/**
 * Hush Auction's rules page takes its numbers from the wing's facts.ts (the
 * rules package has no table kit for this game): each is checked here
 * against what the engine itself deals and plays, so a change of the rules
 * fails this test rather than leaving the page wrong.
 */

const deal = (seats: number, length: 'standard' | 'short') =>
  hushAuction.setup({ seed: 'hush-facts', seats, options: { length } });

test('the deck is the colours by the values 1 to the highest, as the catalogue lists it', () => {
  const s = deal(2, 'standard');
  const dealt = [...s.pile, ...s.offer, ...s.players.flatMap((p) => p.hand)];
  expect(dealt.length).toBe(DECK_SIZE);
  expect([...dealt].sort()).toEqual(COLOURS.flatMap(cardsOf).sort());
  expect(new Set(dealt.map((id) => id.slice(0, id.indexOf('-'))))).toEqual(new Set(COLOURS));
  expect(Math.max(...dealt.map((id) => Number(id.slice(id.indexOf('-') + 1))))).toBe(HIGHEST_VALUE);
});

test('hands, rounds and seats are the ones the page names', () => {
  const s = deal(SEATS.max, 'standard');
  expect(s.players.map((p) => p.hand.length)).toEqual(Array(SEATS.max).fill(HAND_SIZE));
  expect(s.offer.length).toBe(1);
  expect(s.rounds).toBe(ROUNDS.standard);
  expect(deal(SEATS.min, 'short').rounds).toBe(ROUNDS.short);
  expect([hushAuction.minSeats, hushAuction.maxSeats]).toEqual([SEATS.min, SEATS.max]);
  expect(() => deal(SEATS.min - 1, 'standard')).toThrow();
  expect(() => deal(SEATS.max + 1, 'standard')).toThrow();
});
