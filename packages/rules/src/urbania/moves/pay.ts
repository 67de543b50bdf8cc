import { CONTENT } from '../content/catalog';
import type { Suit } from '../content/schema';
import { pile, say, who, type Ctx } from '../context';
import { listParam } from '../../words/message';
import { specialistName, urMsg } from '../messages';
import { reject } from '../errors';
import { anySource, describeResource } from '../piles';
import { buildingName, canPick, checkPick, checkSet, paymentCost, pickValue } from '../payment-check';
import { addPoints } from '../scoring';
import { squareName } from '../board';

type Paying = Extract<NonNullable<Ctx['s']['pending']>, { kind: 'renew' | 'hire' }>;

function paying(ctx: Ctx): Paying {
  const p = ctx.s.pending;
  if (!p || (p.kind !== 'renew' && p.kind !== 'hire')) reject('nothing_to_pay', 'ur.refuse.nothingToPay');
  return p;
}

/** Adds one card to the payment in progress and finishes the action once it is paid. */
export function pick(ctx: Ctx, seat: number, id: string): void {
  const p = paying(ctx);
  // Only a refusal needs the plain check and its words; canPick and pickValue are its quick twins.
  const check = canPick(ctx.s, seat, p, id) ? pickValue(ctx.s, p, id) : checkPick(ctx.s, seat, p, id);
  if ('code' in check) reject(check.code, check.words.key, check.words.params);
  p.picked.push(id);
  p.paid += check.units;
  if (p.kind === 'renew') p.colour = check.colour;
  if (p.paid >= paymentCost(ctx.s, p)) finish(ctx, seat);
}

/**
 * Pays with cards named all at once, judged as a set (payment-check.ts): the
 * same cards are accepted or refused alike in any order. They are spent in
 * the order named, as if picked one by one; a card beyond what the cost
 * needed is lost like any other surplus (no change is given).
 */
export function payAll(ctx: Ctx, seat: number, cards: string[]): void {
  const s = ctx.s;
  const p = paying(ctx);
  const check = checkSet(s, seat, p, cards);
  if ('code' in check) reject(check.code, check.words.key, check.words.params);
  const cost = paymentCost(s, p);
  if (check.paid < cost) {
    if (p.kind === 'renew')
      reject('short_payment', 'ur.refuse.shortWorkers', {
        paid: check.paid,
        building: buildingName(CONTENT.tile[s.board[p.square].tile].type),
        cost,
      });
    reject('short_payment', 'ur.refuse.shortCoins', { paid: check.paid, name: specialistName(p.specialist), cost });
  }
  p.picked = cards.slice();
  p.paid = check.paid;
  if (p.kind === 'renew') p.colour = check.colour;
  finish(ctx, seat);
}

function finish(ctx: Ctx, seat: number): void {
  if (ctx.s.pending?.kind === 'renew') finishRenew(ctx, seat);
  else finishHire(ctx, seat);
}

/** Removes a card from wherever the payer holds it. */
function takeFrom(list: string[], id: string): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

function finishRenew(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'renew') return;
  const player = s.players[seat];
  const square = s.board[p.square];
  const tile = CONTENT.tile[square.tile];
  for (const id of p.picked) {
    takeFrom(player.hand, id);
    if (player.shown) takeFrom(player.shown, id);
    const c = CONTENT.resource[id];
    // Cards with coins stay face up in front of the player for later hires; the rest are spent.
    if (c.coins + c.rainbowCoins > 0) player.front.push(id);
    else pile(ctx, 'discard').push(id);
  }
  say(
    ctx,
    'ur.log.renewed',
    {
      who: who(seat),
      building: urMsg(`ur.typeThe.${tile.type}`),
      square: squareName(p.square),
      cards: listParam(p.picked.map(describeResource)),
      vp: tile.vp,
    },
    seat,
  );
  // A new square object: states share squares, so one is never edited in place.
  s.board[p.square] = { tile: square.tile, renewed: true, renewedBy: seat };
  addPoints(ctx, seat, tile.vp, 'renew');
  if (tile.type !== 'residential') s.buildingValue[tile.type]++;
  s.pending = tile.cardIcon && anySource(s) ? { kind: 'bonus' } : null;
}

function finishHire(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'hire') return;
  const player = s.players[seat];
  for (const id of p.picked) {
    if (!takeFrom(player.hand, id)) takeFrom(player.front, id);
    else if (player.shown) takeFrom(player.shown, id);
    pile(ctx, 'discard').push(id);
  }
  const suit: Suit = p.specialist;
  const from = s.specialistOwner[suit];
  const price = s.specialistValue[suit];
  s.specialistOwner[suit] = seat;
  s.specialistValue[suit] = Math.min(CONTENT.track.top, price + 1);
  const name = specialistName(suit);
  const cards = listParam(p.picked.map(describeResource));
  const value = s.specialistValue[suit];
  // Two literals, not a spread of one into the other: the spread made this function cost five times as much.
  if (from === null) say(ctx, 'ur.log.hired', { who: who(seat), name, price, cards, value }, seat);
  else say(ctx, 'ur.log.hiredAway', { who: who(seat), name, price, cards, value, from: who(from) }, seat);
  const icon = s.specialistValue[suit] !== price && CONTENT.cardIconSpaces.has(s.specialistValue[suit]);
  s.pending = icon && anySource(s) ? { kind: 'bonus' } : null;
}
