import { nextUint32, seedRng, type RngState } from '../rng';
import { COLOURS, DECK, HIGHEST_VALUE, sumOf, valueOf } from './cards';
import { pastRounds, type PastRound } from './history';
import type { HushView } from './view';

/**
 * What a sensible player is taken to value a kept card at, as a share of its
 * value, against the prizes it could win now (the simple bot's own weight).
 */
const KEEP = 0.5;

/**
 * Past this share of a round's threshold (below), a lot was plainly big or
 * plainly small to the rival: its bid then tells which side of it its kept
 * cards lay. Between them a bid tells nothing.
 */
const BIG = 1.3;
const SMALL = 0.85;

/**
 * The odds left to a card that breaks one of these facts: players are not
 * all alike, and a rule of thumb must not make the true hand impossible.
 */
const LAPSE = 0.05;

/** Histories of a rival's hand tried per view, of which HISTORIES are kept by their odds. */
const TRIES = 1024;

/** What one finished round tells of the cards a rival kept through it: at most `most`, at least `least`. */
export interface Fact {
  most: number;
  least: number;
}

const NONE: Fact = { most: HIGHEST_VALUE, least: 1 };

/**
 * The prize at which a player who saves strength is torn between its
 * strongest and its weakest card, from what it saw before bidding: a card
 * of value v takes the lot when all `rivals` bid lower, about F(v)^rivals
 * with F the share of unseen cards under v, and is worth KEEP * v kept.
 * Spending the strongest (about the highest unseen value) rather than the
 * weakest gains the lot that often more, for KEEP times the difference.
 */
export function threshold(offer: readonly string[], seen: readonly string[], rivals: number): number {
  const unseen = new Array<number>(HIGHEST_VALUE + 1).fill(COLOURS.length);
  for (const id of [...offer, ...seen]) unseen[valueOf(id)]--;
  const values = unseen.flatMap((n, v) => (v > 0 && n > 0 ? [v] : []));
  if (values.length < 2) return Infinity;
  const total = unseen.reduce((a, n, v) => a + (v > 0 ? Math.max(0, n) : 0), 0);
  const low = values[0];
  const high = values[values.length - 1];
  const under = (v: number) => unseen.reduce((a, n, w) => a + (w > 0 && w < v ? Math.max(0, n) : 0), 0) / total;
  return (KEEP * (high - low)) / (under(high) ** rivals - under(low) ** rivals);
}

/**
 * Each seat's facts, by finished round: on a lot plainly above its
 * threshold a sensible player bids its strongest card, so what it kept was
 * no stronger; on one plainly below, its weakest, so what it kept was no weaker.
 */
export function factsOf(past: readonly PastRound[], seats: number): Fact[][] {
  return Array.from({ length: seats }, (_, seat) =>
    past.map(({ bids, offer, seen }) => {
      const bid = valueOf(bids[seat]);
      const prize = sumOf(offer);
      const line = threshold(offer, seen, seats - 1);
      // Fewer than two values left unseen: no card was weaker or stronger than another to spend.
      if (!Number.isFinite(line)) return NONE;
      if (prize >= BIG * line) return { most: bid, least: 1 };
      if (prize <= SMALL * line) return { most: HIGHEST_VALUE, least: bid };
      return NONE;
    }),
  );
}

const odds = (fact: Fact, value: number): number => (value <= fact.most && value >= fact.least ? 1 : LAPSE);

/** A card's odds under the facts of the rounds from `entered` on, the rounds it was held through. */
function oddsFrom(facts: readonly Fact[], entered: number, value: number): number {
  let p = 1;
  for (let r = entered; r < facts.length; r++) p *= odds(facts[r], value);
  return p;
}

/** A uniform draw in [0, 1). */
const uniform = (rng: RngState): number => nextUint32(rng) / 2 ** 32;

/**
 * What a search keeps of one view: each rival's belief (null for the viewing
 * seat). A pure function of the view, so a cache only: its generator is
 * seeded from the view, and a search's moves still depend on its seed alone.
 */
const beliefsByView = new WeakMap<HushView, { seat: number; beliefs: (HandBelief | null)[] }>();

export function viewBeliefs(view: HushView, seat: number): (HandBelief | null)[] {
  const kept = beliefsByView.get(view);
  let beliefs = kept?.seat === seat ? kept.beliefs : undefined;
  if (beliefs === undefined) {
    const past = pastRounds(view);
    const facts = factsOf(past, view.players.length);
    const unknown = unknownTo(view);
    const rng = seedRng(`hush-belief:${seat}:${view.round}:${view.discard.join()}:${unknown.join()}`);
    beliefs = view.players.map((p, i) =>
      i === seat
        ? null
        : handBelief(
            facts[i],
            past.map((r) => r.bids[i]),
            p.handCount + (p.hasBid ? 1 : 0),
            unknown,
            rng,
          ),
    );
    beliefsByView.set(view, { seat, beliefs });
  }
  return beliefs;
}

/** What a rival's past bids tell of the cards it holds now; worked out once per view. */
export interface HandBelief {
  /** Histories kept: for each unknown card held now, the round it entered the hand (0: dealt before the first). */
  histories: number[][];
  /** odds[e]: each unknown card's odds (by id) had it entered the hand at round e. */
  odds: Map<string, number>[];
}

/** Histories kept per rival: a sample draws one of them. */
const HISTORIES = 64;

/**
 * What the past bids of a rival holding `size` cards now (a sealed bid among
 * them) tell of them. Its hand has changed each round by its bid (known,
 * `bids`) and a blind draw. Going back a round, any card held now is as
 * likely to be the one drawn after it; every other card was held through
 * that round and obeyed its fact. So histories are drawn backwards at
 * random, each card's entry round read from them, and kept with the odds
 * their known cards (later bids) and their unknown ones (each of the
 * `unknown` cards weighed by the facts of the rounds it would have been held
 * through, on average) give them.
 */
export function handBelief(
  facts: readonly Fact[],
  bids: readonly string[],
  size: number,
  unknown: readonly string[],
  rng: RngState,
): HandBelief {
  const rounds = facts.length;
  const odds = Array.from({ length: rounds + 1 }, (_, e) => {
    const byCard = new Map<string, number>();
    for (const card of unknown) byCard.set(card, oddsFrom(facts, e, valueOf(card)));
    return byCard;
  });
  const meanOdds = odds.map((byCard) => {
    let sum = 0;
    for (const p of byCard.values()) sum += p;
    return byCard.size ? sum / byCard.size : 0;
  });
  // Sampling-importance-resampling: histories tried at random, kept by their odds.
  const tried: number[][] = [];
  const upTo: number[] = [];
  let sum = 0;
  for (let t = 0; t < (rounds === 0 ? 1 : TRIES); t++) {
    const entries = historyOf(facts, bids, size, rng);
    sum += entries.odds * entries.unknown.reduce((a, e) => a * meanOdds[e], 1);
    tried.push(entries.unknown);
    upTo.push(sum);
  }
  const histories = Array.from({ length: HISTORIES }, () => tried[firstAbove(upTo, uniform(rng) * sum)]);
  return { histories, odds };
}

/** The first index of the ascending `upTo` whose value exceeds `at` (the last one if none does). */
function firstAbove(upTo: readonly number[], at: number): number {
  let lo = 0;
  let hi = upTo.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (upTo[mid] > at) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A rival's cards drawn from `pool` (and removed from it) by one of the belief's histories. */
export function drawHand(belief: HandBelief, pool: string[], rng: RngState): string[] {
  const entries = belief.histories[Math.floor(uniform(rng) * belief.histories.length)];
  return entries.map((entered) => drawWeighed(pool, (card) => belief.odds[entered].get(card) ?? 0, rng));
}

/** One sample of a rival's cards now, consistent with its past bids (handBelief): for one-off use. */
export function sampleHand(
  facts: readonly Fact[],
  bids: readonly string[],
  size: number,
  pool: string[],
  rng: RngState,
): string[] {
  return drawHand(handBelief(facts, bids, size, pool, rng), pool, rng);
}

/**
 * One backward history: the round each unknown card held now entered the
 * hand, and the odds the known cards (bids of later rounds, held through
 * earlier ones) give it.
 */
function historyOf(
  facts: readonly Fact[],
  bids: readonly string[],
  size: number,
  rng: RngState,
): { unknown: number[]; odds: number } {
  // A slot is an unknown card held now (its index in `unknown`) or a known bid (-1 - its round).
  const slots = Array.from({ length: size }, (_, i) => i);
  const unknown = new Array<number>(size).fill(0);
  let p = 1;
  for (let r = facts.length - 1; r >= 0; r--) {
    if (slots.length > 0) {
      const at = Math.floor(uniform(rng) * slots.length);
      const drawn = slots[at];
      slots.splice(at, 1);
      if (drawn >= 0) unknown[drawn] = r + 1;
    }
    for (const slot of slots) if (slot < 0) p *= odds(facts[r], valueOf(bids[-1 - slot]));
    slots.push(-1 - r);
  }
  return { unknown, odds: p };
}

/** A card of `pool` drawn by weight (and removed from it). */
function drawWeighed(pool: string[], weight: (card: string) => number, rng: RngState): string {
  const weights = pool.map(weight);
  let at = uniform(rng) * weights.reduce((a, w) => a + w, 0);
  let i = 0;
  for (; i < pool.length - 1; i++) {
    at -= weights[i];
    if (at < 0) break;
  }
  return pool.splice(i, 1)[0];
}

/** The unknown cards a view leaves: not in its hand or bid, not discarded, on offer or won. */
export function unknownTo(view: HushView): string[] {
  const seen = new Set<string>([
    ...(view.hand ?? []),
    ...(view.myBid ? [view.myBid] : []),
    ...view.discard,
    ...view.offer,
  ]);
  for (const p of view.players) for (const card of p.won) seen.add(card);
  return DECK.filter((card) => !seen.has(card));
}
