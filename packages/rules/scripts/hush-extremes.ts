/**
 * Bench only (issue 53 part 4): how often Hush Auction's greedy player bids
 * the highest or the lowest card of its hand, by the prizes on offer, in
 * two-seat games of greedy against the simple bot on bench:bots' deals.
 * It tells whether a rival's past bid is a hard fact about the cards it kept.
 *
 * Usage: npm run bench:extremes [-- --games 400 --from 0]
 */
import { hushAuction as game, type HushState, type HushView } from '../src/hush-auction';
import { valueOf, sumOf } from '../src/hush-auction/cards';
import { seedRng } from '../src/rng';
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

function main(): void {
  const args = readArgs({ games: 200, from: 0 });
  const byPrize = new Map<number, Tally>();
  for (let g = args.from; g < args.from + args.games; g++) {
    const me = g % SEATS;
    let s: HushState = game.setup({ seed: `hush-auction:${g}`, seats: SEATS, options: game.optionsSchema.parse({}) });
    const rng = seedRng(`extremes:${g}`);
    while (game.outcome(s) === null) {
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
}

main();
