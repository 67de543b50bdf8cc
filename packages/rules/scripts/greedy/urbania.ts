import type { RngState } from '../../src/rng';
import { urbania, type UrAction, type UrState, type UrView } from '../../src/urbania';
import { CONTENT } from '../../src/urbania/content/catalog';
import { SUITS } from '../../src/urbania/content/schema';
import { determinize } from '../../src/urbania/determinize';
import { projectPoints } from '../../src/urbania/scoring';
import { MAX_SUBMITTED } from '../../src/urbania/state';

/**
 * What the cards and cards-to-be a seat holds are worth beside its points,
 * per icon: guesses a player would make, not tuned against our bots.
 */
const WORKER = 0.6;
const RAINBOW_WORKER = 0.8;
const COIN = 0.4;
const RAINBOW_COIN = 0.5;
/** A project in hand, as a share of what it would score on the board today. */
const PROJECT_IN_HAND = 0.3;
/** A specialist held, in turns of its income: a rival may hire it away. */
const SPECIALIST_TURNS = 1.5;

/** What a resource card is worth in hand. */
function cardValue(id: string): number {
  const c = CONTENT.resource[id];
  return c.workers * WORKER + c.rainbowWorkers * RAINBOW_WORKER + c.coins * COIN + c.rainbowCoins * RAINBOW_COIN;
}

/** A card drawn blind: the mean card of the deck. */
const BLIND = CONTENT.resources.reduce((sum, c) => sum + cardValue(c.id), 0) / CONTENT.resources.length;

/** A front card keeps only its coins. */
function frontValue(id: string): number {
  const c = CONTENT.resource[id];
  return c.coins * COIN + c.rainbowCoins * RAINBOW_COIN;
}

/** The seat's points, its submitted projects as the board stands, and what it holds, weighted. */
function worth(s: UrState, seat: number): number {
  const p = s.players[seat];
  if (s.phase === 'over') return p.score;
  let total = p.score;
  for (const id of p.submitted) total += projectPoints(s, CONTENT.project[id]);
  for (const id of p.hand) total += cardValue(id);
  for (const id of p.front) total += frontValue(id);
  if (p.submitted.length < MAX_SUBMITTED) {
    let best = 0;
    for (const id of p.projects) best = Math.max(best, projectPoints(s, CONTENT.project[id]));
    total += PROJECT_IN_HAND * best;
  }
  for (const suit of SUITS) if (s.specialistOwner[suit] === seat) total += SPECIALIST_TURNS * s.buildingValue[suit];
  return total;
}

/** What one more project card is worth: the mean project on this board, if the seat could still submit it. */
function projectDraw(s: UrState, seat: number): number {
  const p = s.players[seat];
  if (p.submitted.length + p.projects.length >= MAX_SUBMITTED) return 0;
  const mean = CONTENT.projects.reduce((sum, pr) => sum + projectPoints(s, pr), 0) / CONTENT.projects.length;
  return PROJECT_IN_HAND * mean;
}

/**
 * Which card pays next: the smallest that finishes the payment, or else the
 * one that pays most; the cheaper card to lose between equals.
 */
function payingCard(offers: Record<string, number>, left: number, legal: string[]): string {
  let best = legal[0];
  const key = (id: string): [number, number] => {
    const units = offers[id] ?? 0;
    return units >= left ? [0, units * 10 + cardValue(id)] : [1, -units * 10 + cardValue(id)];
  };
  for (const id of legal) {
    const [a, b] = key(id);
    const [c, d] = key(best);
    if (a < c || (a === c && b < d)) best = id;
  }
  return best;
}

/** The pick a paying seat makes, from its view of the payment. */
function pickOf(view: UrView, legal: UrAction[]): UrAction | null {
  const p = view.pending;
  if (!p || (p.kind !== 'renew' && p.kind !== 'hire') || !p.payment) return null;
  const cards = legal.flatMap((a) => (a.type === 'pick' ? [a.card] : []));
  if (cards.length === 0) return null;
  return { type: 'pick', card: payingCard(p.payment.offers, p.payment.cost - p.payment.paid, cards) };
}

/** A Renew, Hire or Submit played out on the sample, payment included, as the change in the seat's worth. */
function gainOf(sample: UrState, seat: number, action: UrAction): number {
  const before = worth(sample, seat);
  let result = urbania.apply(sample, seat, action, true);
  if (!result.ok) return -Infinity;
  let s = result.state;
  while (s.phase === 'play' && s.turn.active === seat && s.pending && s.pending.kind !== 'draw') {
    if (s.pending.kind === 'bonus') return worth(s, seat) - before + Math.max(BLIND, projectDraw(s, seat));
    const pick = pickOf(urbania.view(s, { kind: 'seat', seat }), urbania.legalActions(s, seat));
    if (pick === null) break;
    result = urbania.apply(s, seat, pick, true);
    if (!result.ok) return -Infinity;
    s = result.state;
  }
  return worth(s, seat) - before;
}

/** What a card taken (a Draw's or a card icon's) is worth, and, for a Draw begun with it, the second card. */
function takeGain(sample: UrState, seat: number, action: Extract<UrAction, { type: 'take' }>): number {
  const first =
    action.from === 'pool' && action.card
      ? cardValue(action.card)
      : action.from === 'projects'
        ? projectDraw(sample, seat)
        : BLIND;
  return sample.pending === null ? first + Math.max(BLIND, projectDraw(sample, seat)) : first;
}

/**
 * Urbania's greedy player, for the bench only: the move that most raises its
 * points plus a weighted value of what it holds, one action deep, played out
 * on one table drawn from its own view (determinize, which reads only the
 * view), so it never reads a rival's hand or the piles.
 */
export function urbaniaGreedy(view: UrView, seat: number, legal: UrAction[], rng: RngState): UrAction {
  const pick = pickOf(view, legal);
  if (pick) return pick;
  const sample = determinize(view, seat, rng);
  if (sample === null) return legal[0];
  let best = legal[0];
  let bestGain = -Infinity;
  for (const action of legal) {
    let gain: number;
    if (action.type === 'take') gain = takeGain(sample, seat, action);
    else if (action.type === 'renew' || action.type === 'hire' || action.type === 'submit')
      gain = gainOf(sample, seat, action);
    // Redealing the pool, declining a free card or passing: only when nothing else is legal.
    else gain = -1;
    if (gain > bestGain) {
      bestGain = gain;
      best = action;
    }
  }
  return best;
}
