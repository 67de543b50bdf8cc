import { asContract, asPermit, describeCard } from '../catalog';
import type { Ctx } from '../context';
import { say, who } from '../context';
import { reject } from '../errors';
import { endOfTurnTasks } from '../flow/end-of-turn';
import { favorLimit } from '../queries';
import type { ContractSource } from '../state';
import { PLANNING_BOX_COSTS, PLANNING_TOP_COST } from '../state';
import { takeContract } from './build';
import { contractAt, spendAp, takenThisTurn } from './sources';

/** Investment: before spending any AP, discard a Build Permit for its printed wealth. */
export function invest(ctx: Ctx, seat: number, cardId: string): void {
  const s = ctx.s;
  if (s.turn.spentAp) reject('investment_closed', 'us.refuse.investmentClosed');
  const player = s.players[seat];
  const permit = asPermit(cardId);
  if (!player.planning.includes(cardId)) reject('no_such_card', 'us.refuse.noSuchCard');
  if (!permit) reject('not_a_permit', 'us.refuse.notAPermit');
  player.planning = player.planning.filter((id) => id !== cardId);
  s.planning.discard = [...s.planning.discard, cardId];
  player.wealth += permit.wealth;
  say(ctx, 'us.log.invested', { who: who(seat), card: describeCard(cardId), wealth: permit.wealth }, seat);
}

/** Takes a face-up planning card (Build Permit or Urban Renewal) into the player's hand. */
export function takePlanning(ctx: Ctx, seat: number, from: 'top' | number): void {
  const s = ctx.s;
  const id = from === 'top' ? s.planning.top : s.planning.boxes[from];
  if (!id) reject('empty_box', 'us.refuse.emptyBox');
  spendAp(s, from === 'top' ? PLANNING_TOP_COST : PLANNING_BOX_COSTS[from]);
  if (from === 'top') s.planning.top = null;
  else s.planning.boxes[from] = null;
  s.players[seat].planning = [...s.players[seat].planning, id];
  say(ctx, 'us.log.took', { who: who(seat), card: describeCard(id) }, seat);
}

/** Takes a contract as a favor, to build for 0 AP on any later turn of the player (not this one). */
export function takeFavor(ctx: Ctx, seat: number, from: Exclude<ContractSource, { favor: string }>): void {
  const s = ctx.s;
  const player = s.players[seat];
  if (player.favors.length >= favorLimit(s, seat)) {
    const waiting = player.favors.every((id) => takenThisTurn(s, id));
    reject('favor_limit', 'us.refuse.favorLimit', {
      two: player.favors.length > 1 ? 'yes' : 'no',
      waiting: waiting ? 'yes' : 'no',
    });
  }
  const sourced = contractAt(s, seat, from);
  asContract(sourced.id);
  spendAp(s, sourced.cost);
  takeContract(ctx, seat, from, sourced.id);
  player.favors = [...player.favors, sourced.id];
  // Kept in the turn: it only matters until the turn ends (see TurnState.favorsTaken).
  s.turn.favorsTaken = [...(s.turn.favorsTaken ?? []), sourced.id];
  say(ctx, 'us.log.tookFavor', { who: who(seat), card: describeCard(sourced.id) }, seat);
}

export function endTurn(ctx: Ctx, seat: number): void {
  say(ctx, 'us.log.endedTurn', { who: who(seat) }, seat);
  ctx.s.tasks.push(...endOfTurnTasks());
  ctx.barrier = true;
}
