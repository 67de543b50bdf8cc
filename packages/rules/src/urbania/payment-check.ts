import { CONTENT } from './content/catalog';
import { SUITS, type Suit, type TileType } from './content/schema';
import { workerTotals } from './payments';
import { describeResource } from './piles';
import type { Pending, UrState } from './state';
import { listParam, type Params } from '../words/message';
import { urMsg, type UrMessage, type UrWordKey } from './messages';
import type { UrRefusal } from './errors';

/** What is being paid for; a pending renewal or hire is one. */
export type PaymentTarget = { kind: 'renew'; square: number } | { kind: 'hire'; specialist: Suit };
export type Refusal = { code: UrRefusal; words: UrMessage };

const refusal = (code: UrRefusal, key: UrWordKey, params: Params): Refusal => ({ code, words: urMsg(key, params) });

/**
 * The rulebook's test for a payment is about the cards together: workers (or
 * coins) of the matching colour, rainbow ones wild, "equal to or greater
 * than" the cost, any surplus lost. So a payment is judged as a set: each
 * card once, each held by the payer, each bringing icons this payment can
 * use, a residential renewal in one colour, and the total. The checks run in
 * that fixed order over the whole set, and a refusal lists the cards at fault
 * in content order, so naming the same cards in another order gives the same
 * answer, word for word.
 */
export type SetCheck = { paid: number; colour: Suit | null } | Refusal;

const name = (id: string) => (CONTENT.resource[id] ? describeResource(id) : urMsg('ur.unknownCard', { id }));
/** The cards at fault, in content order, and how many they are (for "is" or "are"). */
const names = (ids: string[]): Params => {
  const sorted = [...new Set(ids)].sort();
  return { cards: listParam(sorted.map(name)), count: sorted.length };
};
export const buildingName = (type: TileType) => urMsg(`ur.building.${type}`);

/** What the payment costs now: the building's workers or the specialist's value. */
export function paymentCost(s: UrState, target: PaymentTarget): number {
  return target.kind === 'renew'
    ? CONTENT.tile[s.board[target.square].tile].cost
    : s.specialistValue[target.specialist];
}

export function checkSet(s: UrState, seat: number, target: PaymentTarget, cards: string[]): SetCheck {
  const player = s.players[seat];
  const twice = cards.filter((id, i) => cards.indexOf(id) !== i);
  if (twice.length > 0) return refusal('already_picked', 'ur.refuse.pickedTwice', names(twice));

  if (target.kind === 'hire') {
    const missing = cards.filter(
      (id) => !CONTENT.resource[id] || (!player.hand.includes(id) && !player.front.includes(id)),
    );
    if (missing.length > 0) return refusal('not_yours', 'ur.refuse.notYours', names(missing));
    const suit = target.specialist;
    const coins = (id: string) =>
      (CONTENT.resource[id].suit === suit ? CONTENT.resource[id].coins : 0) + CONTENT.resource[id].rainbowCoins;
    const useless = cards.filter((id) => coins(id) === 0);
    if (useless.length > 0)
      return refusal('wrong_colour', 'ur.refuse.noCoins', { ...names(useless), suit: urMsg(`ur.suit.${suit}`) });
    return { paid: cards.reduce((sum, id) => sum + coins(id), 0), colour: null };
  }

  const missing = cards.filter((id) => !CONTENT.resource[id] || !player.hand.includes(id));
  if (missing.length > 0) return refusal('not_in_hand', 'ur.refuse.notInHand', names(missing));
  const type = CONTENT.tile[s.board[target.square].tile].type;
  if (type !== 'residential') {
    const workers = (id: string) =>
      (CONTENT.resource[id].suit === type ? CONTENT.resource[id].workers : 0) + CONTENT.resource[id].rainbowWorkers;
    const useless = cards.filter((id) => workers(id) === 0);
    if (useless.length > 0)
      return refusal('wrong_colour', 'ur.refuse.noWorkersOfType', {
        ...names(useless),
        type: urMsg(`ur.suit.${type}`),
      });
    return { paid: cards.reduce((sum, id) => sum + workers(id), 0), colour: null };
  }
  // Residential: any one colour, so the colour is whichever the coloured workers share.
  const useless = cards.filter((id) => CONTENT.resource[id].workers + CONTENT.resource[id].rainbowWorkers === 0);
  if (useless.length > 0) return refusal('no_workers', 'ur.refuse.noUsableWorkers', names(useless));
  const colours = SUITS.filter((suit) =>
    cards.some((id) => CONTENT.resource[id].workers > 0 && CONTENT.resource[id].suit === suit),
  );
  if (colours.length > 1)
    return refusal('mixed_colours', 'ur.refuse.mixedColours', {
      colours: listParam(colours.map((c) => urMsg(`ur.suit.${c}`))),
    });
  const colour = colours[0] ?? null;
  const totals = workerTotals(cards);
  return { paid: (colour === null ? 0 : totals.bySuit[colour]) + totals.rainbow, colour };
}

export type PickCheck = { units: number; colour: Suit | null } | Refusal;

/**
 * Whether one more card may join the payment under way, card by card, and
 * what it adds: the set of the cards picked so far with this one must pass
 * `checkSet`. One more guard for picking only: the first colour of a
 * residential renewal must be one the hand can finish in, since a payment
 * begun cannot be abandoned.
 */
export function checkPick(
  s: UrState,
  seat: number,
  pending: Extract<Pending, { kind: 'renew' | 'hire' }>,
  id: string,
): PickCheck {
  const set = checkSet(s, seat, pending, [...pending.picked, id]);
  if ('code' in set) return set;
  if (pending.kind === 'renew' && pending.colour === null && set.colour !== null) {
    const totals = workerTotals(s.players[seat].hand);
    if (totals.bySuit[set.colour] + totals.rainbow < paymentCost(s, pending)) {
      return refusal('cannot_finish', 'ur.refuse.cannotFinish', { suit: urMsg(`ur.suit.${set.colour}`) });
    }
  }
  return { units: set.paid - pending.paid, colour: set.colour };
}

/**
 * Whether `checkPick` accepts `id`, without putting a refusal into words:
 * `legalActions` asks it of every card held at every step of a payment, and
 * checking the whole set with its words each time made Urbania's engine three
 * times slower (docs/benchmarks-history.md, "Rules then and now"). It leans on what
 * `pick` keeps true: the cards picked so far were each accepted, stay held
 * until the payment ends, and `pending.colour` is their colour. checkPick is
 * its plain twin; payment-check-twins.test.ts holds both to one answer over
 * random games.
 */
export function canPick(
  s: UrState,
  seat: number,
  pending: Extract<Pending, { kind: 'renew' | 'hire' }>,
  id: string,
): boolean {
  const c = CONTENT.resource[id];
  if (!c || pending.picked.includes(id)) return false;
  const player = s.players[seat];
  if (pending.kind === 'hire') {
    if (!player.hand.includes(id) && !player.front.includes(id)) return false;
    return (c.suit === pending.specialist ? c.coins : 0) + c.rainbowCoins > 0;
  }
  if (!player.hand.includes(id)) return false;
  const type = CONTENT.tile[s.board[pending.square].tile].type;
  if (type !== 'residential') return (c.suit === type ? c.workers : 0) + c.rainbowWorkers > 0;
  if (c.workers + c.rainbowWorkers === 0) return false;
  if (c.workers === 0 || pending.colour !== null) return c.workers === 0 || c.suit === pending.colour;
  // The first coloured card sets the colour: the hand must be able to finish in it.
  const totals = workerTotals(player.hand);
  return totals.bySuit[c.suit] + totals.rainbow >= paymentCost(s, pending);
}

/**
 * What a card `canPick` accepts adds to the payment: `checkPick`'s units and
 * colour, without judging the whole set again (`pick` asks it on every card
 * paid; the set check with its words was the larger part of a pick). It leans
 * on what `pick` keeps true, as canPick does: a residential payment's colour
 * is that of the coloured cards picked so far, none if there is none.
 * payment-check-twins.test.ts holds it to checkPick over random games.
 */
export function pickValue(
  s: UrState,
  pending: Extract<Pending, { kind: 'renew' | 'hire' }>,
  id: string,
): { units: number; colour: Suit | null } {
  const c = CONTENT.resource[id];
  if (pending.kind === 'hire')
    return { units: (c.suit === pending.specialist ? c.coins : 0) + c.rainbowCoins, colour: null };
  const type = CONTENT.tile[s.board[pending.square].tile].type;
  if (type !== 'residential') return { units: (c.suit === type ? c.workers : 0) + c.rainbowWorkers, colour: null };
  const colour = c.workers > 0 ? c.suit : pending.colour;
  return { units: (c.suit === colour ? c.workers : 0) + c.rainbowWorkers, colour };
}
