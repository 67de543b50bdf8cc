import type { Prompt } from '../game';
import type { UrAction } from './actions';
import { isRenewable } from './board';
import { CONTENT } from './content/catalog';
import { SUITS } from './content/schema';
import { canPick } from './payment-check';
import { coinTotals, workerTotals, workersFor } from './payments';
import { canDrawFrom, poolWorkers, resourcesLeft } from './piles';
import { MAX_SUBMITTED, POOL_REFRESH_WORKERS, type UrState } from './state';
import { worded } from '../words/english';
import { UR_VOICE, urMsg } from './messages';

/**
 * Every legal move of `seat`. Payments are picked card by card, so the list
 * grows with the hand only linearly (one `pick` per usable card) instead of
 * with every subset of it.
 */
export function legalActions(s: UrState, seat: number): UrAction[] {
  if (s.phase === 'over' || seat !== s.turn.active) return [];
  const out: UrAction[] = [];
  const p = s.pending;
  if (p?.kind === 'renew' || p?.kind === 'hire') {
    const player = s.players[seat];
    const cards = p.kind === 'hire' ? [...player.hand, ...player.front] : player.hand;
    for (const id of cards) if (canPick(s, seat, p, id)) out.push({ type: 'pick', card: id });
    return out;
  }
  if (p?.kind === 'bonus') {
    takes(s, out);
    out.push({ type: 'decline' });
    return out;
  }
  if (p?.kind === 'draw') {
    takes(s, out);
    if (!p.refreshed && canRefresh(s)) out.push({ type: 'refreshPool' });
    return out;
  }
  if (s.turn.actionsLeft <= 0) return out;
  actionStarts(s, seat, out);
  if (out.length === 0) out.push({ type: 'pass' });
  return out;
}

/** Whether any action can begin (used to allow `pass` only when none can). */
export function hasAnyAction(s: UrState, seat: number): boolean {
  const out: UrAction[] = [];
  actionStarts(s, seat, out);
  return out.length > 0;
}

function canRefresh(s: UrState): boolean {
  return s.pool.length > 0 && resourcesLeft(s) > 0 && poolWorkers(s) <= POOL_REFRESH_WORKERS;
}

function takes(s: UrState, out: UrAction[]): void {
  for (const id of s.pool) out.push({ type: 'take', from: 'pool', card: id });
  if (canDrawFrom(s, 'resources')) out.push({ type: 'take', from: 'resources' });
  if (canDrawFrom(s, 'projects')) out.push({ type: 'take', from: 'projects' });
}

function actionStarts(s: UrState, seat: number, out: UrAction[]): void {
  const player = s.players[seat];
  takes(s, out);
  if (canRefresh(s)) out.push({ type: 'refreshPool' });
  const workers = workerTotals(player.hand);
  for (let square = 0; square < s.board.length; square++) {
    if (!isRenewable(s, square)) continue;
    const tile = CONTENT.tile[s.board[square].tile];
    if (workersFor(tile.type, workers) >= tile.cost) out.push({ type: 'renew', square });
  }
  const hand = coinTotals(player.hand),
    front = coinTotals(player.front);
  for (const suit of SUITS) {
    if (s.specialistOwner[suit] === seat) continue;
    if (hand.bySuit[suit] + hand.rainbow + front.bySuit[suit] + front.rainbow >= s.specialistValue[suit])
      out.push({ type: 'hire', specialist: suit });
  }
  if (player.submitted.length < MAX_SUBMITTED)
    for (const id of player.projects) out.push({ type: 'submit', project: id });
}

/** Who owes what: in Urbania only the active player ever decides. */
export function prompts(s: UrState): Prompt<UrAction>[] {
  if (s.phase === 'over') return [];
  const seat = s.turn.active;
  const p = s.pending;
  const kind = p?.kind ?? 'turn';
  const words =
    p?.kind === 'draw'
      ? urMsg('ur.prompt.draw', { left: p.left })
      : kind === 'turn'
        ? urMsg('ur.prompt.turn', { left: s.turn.actionsLeft })
        : urMsg(`ur.prompt.${kind}`);
  return [{ seat, kind, ...worded(words, UR_VOICE), options: legalActions(s, seat) }];
}
