import { isRenewable, squareName } from '../board';
import { CONTENT } from '../content/catalog';
import type { Suit } from '../content/schema';
import type { Ctx } from '../context';
import { reject } from '../errors';
import { coinTotals, workerTotals, workersFor } from '../payments';
import { payAll } from './pay';
import { specialistName, urMsg } from '../messages';

/** A Renew or Hire may only begin between actions, with an action left. */
export function beginAction(ctx: Ctx, action: 'draw' | 'renew' | 'hire' | 'submit' | 'pass'): void {
  const p = ctx.s.pending;
  if (p) {
    const what = urMsg(`ur.action.${action}`);
    if (p.kind === 'draw') reject('drawing', 'ur.refuse.drawing', { what });
    if (p.kind === 'bonus') reject('bonus_card', 'ur.refuse.bonusCard', { what });
    reject('paying', 'ur.refuse.paying', { kind: p.kind, what });
  }
  if (ctx.s.turn.actionsLeft <= 0) reject('no_actions_left', 'ur.refuse.noActionsLeft');
  ctx.s.turn.actionsLeft--;
}

export function renew(ctx: Ctx, seat: number, square: number, cards: string[] | undefined): void {
  const s = ctx.s;
  beginAction(ctx, 'renew');
  const q = s.board[square];
  if (q.renewed) reject('already_renewed', 'ur.refuse.alreadyRenewed', { square: squareName(square) });
  if (!isRenewable(s, square)) reject('not_adjacent', 'ur.refuse.notAdjacent', { square: squareName(square) });
  const tile = CONTENT.tile[q.tile];
  const most = workersFor(tile.type, workerTotals(s.players[seat].hand));
  if (most < tile.cost) {
    reject('cannot_pay', 'ur.refuse.cannotRenew', {
      type: urMsg(`ur.type.${tile.type}`),
      cost: tile.cost,
      residential: tile.type === 'residential' ? 'yes' : 'no',
      most,
    });
  }
  s.pending = { kind: 'renew', square, colour: null, picked: [], paid: 0 };
  if (cards && cards.length > 0) payAll(ctx, seat, cards);
}

export function hire(ctx: Ctx, seat: number, suit: Suit, cards: string[] | undefined): void {
  const s = ctx.s;
  beginAction(ctx, 'hire');
  const name = specialistName(suit);
  if (s.specialistOwner[suit] === seat) reject('already_yours', 'ur.refuse.alreadyYours', { name });
  const player = s.players[seat];
  const hand = coinTotals(player.hand),
    front = coinTotals(player.front);
  const most = hand.bySuit[suit] + hand.rainbow + front.bySuit[suit] + front.rainbow;
  const price = s.specialistValue[suit];
  if (most < price) reject('cannot_pay', 'ur.refuse.cannotHire', { name, price, suit: urMsg(`ur.suit.${suit}`), most });
  s.pending = { kind: 'hire', specialist: suit, picked: [], paid: 0 };
  if (cards && cards.length > 0) payAll(ctx, seat, cards);
}
