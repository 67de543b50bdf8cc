import { nextInt, type RngState } from '../rng';
import type { UrAction } from './actions';
import { CONTENT } from './content/catalog';
import { checkPick, paymentCost } from './payment-check';
import { projectPoints } from './scoring';
import { MAX_SUBMITTED, type UrState } from './state';

/** One move in this many is picked at random: the easy level stays beatable and playouts do not all run alike. */
const WANDER = 8;

/** What a resource card is worth to hold: its workers build, its coins hire. */
function cardWorth(id: string): number {
  const c = CONTENT.resource[id];
  return 0.6 * c.workers + 0.8 * c.rainbowWorkers + 0.4 * c.coins + 0.5 * c.rainbowCoins;
}

/** Which card pays next: the smallest that finishes the payment, else the one that pays most; the cheaper between equals. */
function payWith(s: UrState, seat: number, legal: UrAction[]): UrAction {
  const p = s.pending;
  if (!p || (p.kind !== 'renew' && p.kind !== 'hire')) return legal[0];
  const left = paymentCost(s, p) - p.paid;
  let best = legal[0];
  let bestKey = Infinity;
  for (const a of legal) {
    if (a.type !== 'pick') continue;
    const check = checkPick(s, seat, p, a.card);
    const units = 'units' in check ? check.units : 0;
    const key = (units >= left ? units * 10 : 1000 - units * 10) + cardWorth(a.card);
    if (key < bestKey) {
      bestKey = key;
      best = a;
    }
  }
  return best;
}

/** A card to take: the best of the pool if it beats a blind draw, a project while fewer than three are in view. */
function takeOne(s: UrState, seat: number, legal: UrAction[]): UrAction {
  const me = s.players[seat];
  let best: UrAction | null = null;
  let bestWorth = 1.3;
  for (const a of legal) {
    if (a.type !== 'take') continue;
    if (a.from === 'projects' && me.projects.length + me.submitted.length < MAX_SUBMITTED) return a;
    if (a.from === 'pool' && a.card && cardWorth(a.card) > bestWorth) {
      bestWorth = cardWorth(a.card);
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'take' && a.from === 'resources') ?? legal[0];
}

/** The project in hand that scores most on the board now, with its points. */
function bestProject(s: UrState, seat: number): { id: string; points: number } | null {
  let best: { id: string; points: number } | null = null;
  for (const id of s.players[seat].projects) {
    const points = projectPoints(s, CONTENT.project[id]);
    if (best === null || points > best.points) best = { id, points };
  }
  return best;
}

/**
 * Urbania's simple bot (the easy level, and every seat in a search's
 * playouts), greedy and quick, from what its seat holds and the open board:
 * renew the building worth most (its points, and its type's income for a
 * specialist the seat holds), else hire the specialist whose buildings pay
 * most, else submit a project that already scores well (or any, once the
 * end is near), else draw. Payments spend the fewest icons. One move in
 * WANDER is random. It replaced a uniform random mover, which won 2% of
 * games against a greedy player (issue 53).
 */
export function simpleAction(s: UrState, seat: number, legal: UrAction[], rng: RngState): UrAction {
  if (legal.length === 1) return legal[0];
  if (s.pending?.kind === 'renew' || s.pending?.kind === 'hire') return payWith(s, seat, legal);
  if (nextInt(rng, WANDER) === 0) return legal[nextInt(rng, legal.length)];
  if (s.pending) return takeOne(s, seat, legal);
  let best: UrAction | null = null;
  let bestGain = 0;
  for (const a of legal) {
    let gain = 0;
    if (a.type === 'renew') {
      const tile = CONTENT.tile[s.board[a.square].tile];
      gain = tile.vp + (tile.type !== 'residential' && s.specialistOwner[tile.type] === seat ? 2 : 0);
    } else if (a.type === 'hire') gain = 1.5 * s.buildingValue[a.specialist] - 0.5 * s.specialistValue[a.specialist];
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  if (best) return best;
  const me = s.players[seat];
  const project = me.submitted.length < MAX_SUBMITTED ? bestProject(s, seat) : null;
  if (project && (project.points >= 12 || s.endRound !== null))
    return legal.find((a) => a.type === 'submit' && a.project === project.id) ?? takeOne(s, seat, legal);
  return takeOne(s, seat, legal);
}
