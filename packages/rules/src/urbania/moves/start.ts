import { isRenewable, squareName } from '../board';
import { CONTENT } from '../content/catalog';
import type { Suit } from '../content/schema';
import type { Ctx } from '../context';
import { reject } from '../errors';
import { coinTotals, workerTotals, workersFor } from '../payments';
import { payAll } from './pay';

/** A Renew or Hire may only begin between actions, with an action left. */
export function beginAction(ctx: Ctx, what: string): void {
  const p = ctx.s.pending;
  if (p) {
    if (p.kind === 'draw') reject('drawing', `Finish your Draw action before you ${what}.`);
    if (p.kind === 'bonus') reject('bonus_card', `Take or decline the card of the card icon before you ${what}.`);
    reject('paying', `Finish paying for your ${p.kind === 'renew' ? 'renewal' : 'hire'} before you ${what}.`);
  }
  if (ctx.s.turn.actionsLeft <= 0) reject('no_actions_left', 'You have used both actions of this turn.');
  ctx.s.turn.actionsLeft--;
}

export function renew(ctx: Ctx, seat: number, square: number, cards: string[] | undefined): void {
  const s = ctx.s;
  beginAction(ctx, 'renew a building');
  const q = s.board[square];
  if (q.renewed) reject('already_renewed', `The building at ${squareName(square)} is already renewed.`);
  if (!isRenewable(s, square)) reject('not_adjacent', `The building at ${squareName(square)} is not next to a renewed building (diagonals do not count).`);
  const tile = CONTENT.tile[q.tile];
  const most = workersFor(tile.type, workerTotals(s.players[seat].hand));
  if (most < tile.cost) {
    const colour = tile.type === 'residential' ? 'of any single colour' : `${tile.type} or rainbow`;
    reject('cannot_pay', `This ${tile.type} needs ${tile.cost} workers ${colour}; your hand has at most ${most}.`);
  }
  s.pending = { kind: 'renew', square, colour: null, picked: [], paid: 0 };
  if (cards && cards.length > 0) payAll(ctx, seat, cards);
}

export function hire(ctx: Ctx, seat: number, suit: Suit, cards: string[] | undefined): void {
  const s = ctx.s;
  beginAction(ctx, 'hire a specialist');
  const name = CONTENT.specialist[suit].name;
  if (s.specialistOwner[suit] === seat) reject('already_yours', `The ${name} already works for you.`);
  const player = s.players[seat];
  const hand = coinTotals(player.hand), front = coinTotals(player.front);
  const most = hand.bySuit[suit] + hand.rainbow + front.bySuit[suit] + front.rainbow;
  const price = s.specialistValue[suit];
  if (most < price) reject('cannot_pay', `The ${name} costs $${price} in ${suit} or rainbow coins; you have $${most}.`);
  s.pending = { kind: 'hire', specialist: suit, picked: [], paid: 0 };
  if (cards && cards.length > 0) payAll(ctx, seat, cards);
}
