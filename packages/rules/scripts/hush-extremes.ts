/**
 * Bench only (issue 53 part 4), two-seat games of Hush Auction's greedy
 * player against the simple bot on bench:bots' deals (game g is seed
 * `hush-auction:g`, greedy in seat g % 2):
 *
 * - how often greedy bids the highest or the lowest card of its hand, by the
 *   prizes on offer: whether a rival's past bid is a fact about the cards it
 *   kept;
 * - how close the rival hands the hard bot samples (determinize, belief.ts)
 *   come to greedy's true hand, as the mean difference per card of the
 *   sorted values, against hands dealt blind and hands drawn from the facts
 *   greedy's true choices would give (its strongest, weakest or neither
 *   card, no lapse): what reading past bids could give at best this way.
 *
 * Usage: npm run bench:extremes [-- --games 400 --from 0 --samples 20]
 */
import { hushAuction as game, type HushState, type HushView } from '../src/hush-auction';
import { valueOf, sumOf, HIGHEST_VALUE } from '../src/hush-auction/cards';
import { determinize } from '../src/hush-auction/determinize';
import { sampleHand, unknownTo, type Fact } from '../src/hush-auction/belief';
import { seedRng, shuffle, type RngState } from '../src/rng';
import { readArgs } from './args';
import { hushGreedy } from './greedy/hush-auction';

const SEATS = 2;

interface Tally {
  bids: number;
  highest: number;
  lowest: number;
  /** Neither its highest nor its lowest card. */
  between: number;
}

/** Summed differences of sampled hands from the true one, per card, and how many were summed. */
interface Errors {
  blind: number;
  belief: number;
  trueFacts: number;
  count: number;
}

const sortedValues = (cards: readonly string[]) => cards.map(valueOf).sort((a, b) => a - b);

function perCard(sample: readonly string[], truth: readonly number[]): number {
  const values = sortedValues(sample);
  return values.reduce((sum, v, i) => sum + Math.abs(v - truth[i]), 0) / truth.length;
}

/** Greedy's choice as a fact: its strongest card kept nothing stronger, its weakest nothing weaker. */
function choiceFact(hand: readonly string[], bid: string): Fact {
  const values = hand.map(valueOf);
  const v = valueOf(bid);
  if (v === Math.max(...values)) return { most: v, least: 1 };
  if (v === Math.min(...values)) return { most: HIGHEST_VALUE, least: v };
  return { most: HIGHEST_VALUE, least: 1 };
}

/** Compares, from the simple bot's seat, sampled hands of greedy (in `greedy`) with its true one. */
function measure(
  s: HushState,
  greedy: number,
  facts: readonly Fact[],
  samples: number,
  rng: RngState,
  e: Errors,
): void {
  const reader = 1 - greedy;
  const view = game.view(s, { kind: 'seat', seat: reader }) as HushView;
  const truth = sortedValues(s.players[greedy].hand);
  const bids = facts.map((_, r) => view.discard[r * SEATS + greedy]);
  for (let k = 0; k < samples; k++) {
    const sample = determinize(view, reader, rng);
    if (sample === null) throw new Error('extremes: no sample');
    e.belief += perCard(sample.players[greedy].hand, truth);
    e.blind += perCard(shuffle(rng, unknownTo(view)).slice(0, truth.length), truth);
    e.trueFacts += perCard(sampleHand(facts, bids, truth.length, unknownTo(view), rng), truth);
    e.count++;
  }
}

function main(): void {
  const args = readArgs({ games: 200, from: 0, samples: 20 });
  const byPrize = new Map<number, Tally>();
  const e: Errors = { blind: 0, belief: 0, trueFacts: 0, count: 0 };
  for (let g = args.from; g < args.from + args.games; g++) {
    const me = g % SEATS;
    let s: HushState = game.setup({ seed: `hush-auction:${g}`, seats: SEATS, options: game.optionsSchema.parse({}) });
    const rng = seedRng(`extremes:${g}`);
    const facts: Fact[] = [];
    while (game.outcome(s) === null) {
      measure(s, me, facts, args.samples, rng, e);
      const legal = game.legalActions(s, me);
      const mine = hushGreedy(game.view(s, { kind: 'seat', seat: me }) as HushView, me, legal);
      const values = legal.map((a) => valueOf(a.card));
      const prize = sumOf(s.offer);
      const t = byPrize.get(prize) ?? { bids: 0, highest: 0, lowest: 0, between: 0 };
      t.bids++;
      if (values.length > 1 && valueOf(mine.card) === Math.max(...values)) t.highest++;
      if (values.length > 1 && valueOf(mine.card) === Math.min(...values)) t.lowest++;
      if (valueOf(mine.card) !== Math.max(...values) && valueOf(mine.card) !== Math.min(...values)) t.between++;
      byPrize.set(prize, t);
      facts.push(choiceFact(s.players[me].hand, mine.card));
      const other = game.botAction!(s, 1 - me, game.legalActions(s, 1 - me), rng);
      let r = game.apply(s, me, mine, true);
      if (!r.ok) throw new Error(r.code);
      r = game.apply(r.state, 1 - me, other, true);
      if (!r.ok) throw new Error(r.code);
      s = r.state;
    }
  }
  let all = 0;
  let extreme = 0;
  for (const prize of [...byPrize.keys()].sort((a, b) => a - b)) {
    const t = byPrize.get(prize) as Tally;
    all += t.bids;
    extreme += t.bids - t.between;
    console.log(`prize ${prize}: ${t.bids} bids, highest ${t.highest}, lowest ${t.lowest}, neither ${t.between}`);
  }
  console.log(`greedy bid its highest or lowest card in ${extreme} of ${all} bids`);
  const mean = (x: number) => (x / (e.count || 1)).toFixed(2);
  console.log(
    `greedy's hand against sampled ones, mean difference per card (${e.count} samples): dealt blind ${mean(e.blind)}, the hard bot's belief ${mean(e.belief)}, facts from greedy's true choices ${mean(e.trueFacts)}`,
  );
}

main();
