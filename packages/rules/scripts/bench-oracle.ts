/**
 * How much skill can decide a two-seat Hush Auction game against the greedy
 * player (issue 53): players that see what no seat may see, on the deals of
 * `npm run bench:bots -- --game hush-auction --seats 2` (game g is seed
 * `hush-auction:g`, the challenger in seat g % 2). Bench only: no bot level
 * plays like this.
 *
 * - `perfect` sees every hand, the pile in order, and the greedy player's
 *   rule, so the game is a puzzle with one solver: it tries every sequence of
 *   its own bids (at most 4 per round, 8 rounds) against the greedy bids they
 *   lead to, and keeps the best share. No player can do better against this
 *   greedy on this deal, so its share is an upper bound on any bot's.
 * - `search` is the hard bot's search (ISMCTS, `--iterations`, 500 by
 *   default) handed the true hands and pile instead of samples; only a bid
 *   the rival has made this round stays hidden (it is drawn again by the
 *   simple policy from the rival's true cards), so that the round stays
 *   sealed. It tells what the search loses by not seeing the cards.
 *   `--sees hands` shuffles the pile for every sample (the rival's hand
 *   shown, the future not): what reading the rival's hand alone would give.
 *   `--sees none` is the hard bot itself (its samples from its view), at
 *   `--iterations`: the control on the same deals.
 *
 * Usage: npm run bench:oracle [-- --games 200 --from 0 --player perfect|search --iterations 500 --sees all|hands|none
 *          --shares file.json --salt text]
 * `--shares` writes each game's share, to compare two players game by game on the same deals.
 * `--salt` ends every search's seed with its text: the same deals searched with other draws, which
 * tells how much of a share is the search's luck (none by default: the seeds of the figures before it).
 */
import { writeFileSync } from 'node:fs';
import { hushAuction as game, type HushAction, type HushState, type HushView } from '../src/hush-auction';
import { weighedBid } from '../src/hush-auction/policy';
import { seenBy } from '../src/hush-auction/determinize';
import { byValue } from '../src/hush-auction/cards';
import { seedRng, shuffle, type RngState } from '../src/rng';
import { searchMove } from '../src/search/ismcts';
import { readArgs } from './args';
import { hushGreedy } from './greedy/hush-auction';
import { meanWithInterval, wilson } from './stats';

const SEATS = 2;

const greedyBid = (s: HushState, seat: number): HushAction =>
  hushGreedy(game.view(s, { kind: 'seat', seat }) as HushView, seat, game.legalActions(s, seat));

function bid(s: HushState, seat: number, action: HushAction): HushState {
  const result = game.apply(s, seat, action, true);
  if (!result.ok) throw new Error(`oracle: a legal bid was refused (${result.code})`);
  return result.state;
}

/** The oracle's share of the win from `s` (a round with no bid made yet), playing its best against greedy. */
function perfectShare(s: HushState, me: number): { share: number; action: HushAction | null } {
  const final = game.outcome(s);
  if (final) return { share: final.winners.includes(me) ? 1 / final.winners.length : 0, action: null };
  const rival = 1 - me;
  const afterRival = bid(s, rival, greedyBid(s, rival));
  let best = { share: -1, action: null as HushAction | null };
  for (const action of game.legalActions(afterRival, me)) {
    const { share } = perfectShare(bid(afterRival, me, action), me);
    if (share > best.share) best = { share, action };
    // Nothing beats an outright win: the rest of this round's bids need not be tried.
    if (share === 1) break;
  }
  return best;
}

/** The true table with the rival's sealed bid of this round, if any, taken back and drawn again by the simple policy. */
function sealed(s: HushState, me: number, rng: RngState, sees: string): HushState {
  const players = s.players.map((p, seat) => {
    if (seat === me || p.bid === null) return p;
    const cards = [...p.hand, p.bid].sort(byValue);
    const again = weighedBid(s.offer, cards, seenBy(s), SEATS - 1, rng);
    return { ...p, hand: cards.filter((c) => c !== again), bid: again };
  });
  return { ...s, players, pile: sees === 'all' ? s.pile : shuffle(rng, [...s.pile]) };
}

function searchBid(s: HushState, me: number, seed: string, iterations: number, sees: string): HushAction {
  const seeing = {
    ...game,
    bots: { determinize: (_v: HushView, _seat: number, rng: RngState) => sealed(s, me, rng, sees) },
  };
  const chosen = searchMove(sees === 'none' ? game : seeing, game.view(s, { kind: 'seat', seat: me }), me, seed, {
    iterations,
    ms: Infinity,
  });
  return chosen ?? (game.legalActions(s, me)[0] as HushAction);
}

/** One game of the oracle in seat g % 2 against greedy; the oracle's share of the win. `salt` ends every search's seed. */
function playOne(g: number, player: string, iterations: number, sees: string, salt: string): number {
  const me = g % SEATS;
  let s = game.setup({ seed: `hush-auction:${g}`, seats: SEATS, options: game.optionsSchema.parse({}) });
  const rng = seedRng(`oracle:${g}`);
  for (let round = 0; game.outcome(s) === null; round++) {
    const mine =
      player === 'perfect'
        ? (perfectShare(s, me).action as HushAction)
        : searchBid(s, me, `${g}:${round}:${rng[0]}${salt}`, iterations, sees);
    s = bid(bid(s, 1 - me, greedyBid(s, 1 - me)), me, mine);
  }
  const winners = game.outcome(s)?.winners ?? [];
  return winners.includes(me) ? 1 / winners.length : 0;
}

function main(): void {
  const args = readArgs({ games: 200, from: 0, player: 'perfect', iterations: 500, sees: 'all', shares: '', salt: '' });
  if (!['all', 'hands', 'none'].includes(args.sees)) throw new Error('--sees is all, hands or none');
  if (args.player !== 'perfect' && args.player !== 'search') throw new Error('--player is perfect or search');
  const shares: number[] = [];
  const started = performance.now();
  for (let g = args.from; g < args.from + args.games; g++) {
    shares.push(playOne(g, args.player, args.iterations, args.sees, args.salt));
    if (shares.length % 20 === 0)
      console.log(`  ${shares.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  if (args.shares) writeFileSync(args.shares, JSON.stringify({ from: args.from, shares }) + '\n');
  const { mean, half } = meanWithInterval(shares);
  const { lo, hi } = wilson(mean, shares.length);
  const lost = shares.filter((x) => x === 0).length;
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `hush-auction 2 seats, oracle ${args.player}${args.player === 'search' ? ` (${args.iterations} iterations, sees ${args.sees}${args.salt ? `, salt ${args.salt}` : ''})` : ''} vs greedy, games ${args.from}-${args.from + args.games - 1}: ${pct(mean)} ± ${pct(half)}, Wilson 95% ${pct(lo)}-${pct(hi)} over ${shares.length} games (${lost} lost outright)`,
  );
}

main();
