import { CONTENT } from './content/catalog';
import { SUITS, type Suit, type TileType } from './content/schema';
import type { Pending, UrState } from './state';

/**
 * How much each card can pay: pure counting shared by `apply` (which checks a
 * pick) and `legalActions` (which lists what is payable), so both always agree.
 */

/** Worker icons of each suit and rainbow ones, over some cards. */
export function workerTotals(cards: string[]): { bySuit: Record<Suit, number>; rainbow: number } {
  const bySuit = { factory: 0, bank: 0, hospital: 0, business: 0, school: 0, park: 0 };
  let rainbow = 0;
  for (const id of cards) {
    const c = CONTENT.resource[id];
    bySuit[c.suit] += c.workers;
    rainbow += c.rainbowWorkers;
  }
  return { bySuit, rainbow };
}

/** Coins of each suit and rainbow ones, over some cards. */
export function coinTotals(cards: string[]): { bySuit: Record<Suit, number>; rainbow: number } {
  const bySuit = { factory: 0, bank: 0, hospital: 0, business: 0, school: 0, park: 0 };
  let rainbow = 0;
  for (const id of cards) {
    const c = CONTENT.resource[id];
    bySuit[c.suit] += c.coins;
    rainbow += c.rainbowCoins;
  }
  return { bySuit, rainbow };
}

/** The most workers these totals can give to a building of this type (residential: the best single colour). */
export function workersFor(type: TileType, totals: { bySuit: Record<Suit, number>; rainbow: number }): number {
  if (type !== 'residential') return totals.bySuit[type] + totals.rainbow;
  let best = 0;
  for (const suit of SUITS) best = Math.max(best, totals.bySuit[suit]);
  return best + totals.rainbow;
}

export type PickCheck = { units: number; colour: Suit | null } | { code: string; message: string };

/**
 * Whether one more card may go towards the payment in progress, and what it
 * adds. Each card must add something; a residential payment keeps to the
 * first colour chosen, and a colour is only accepted if the hand can finish in it.
 */
export function checkPick(s: UrState, seat: number, pending: Extract<Pending, { kind: 'renew' | 'hire' }>, id: string): PickCheck {
  const player = s.players[seat];
  const c = CONTENT.resource[id];
  if (pending.picked.includes(id)) return { code: 'already_picked', message: 'That card is already part of this payment.' };
  if (pending.kind === 'hire') {
    if (!c || (!player.hand.includes(id) && !player.front.includes(id))) {
      return { code: 'not_yours', message: 'You can only pay with resource cards from your hand or in front of you.' };
    }
    const units = (c.suit === pending.specialist ? c.coins : 0) + c.rainbowCoins;
    if (units === 0) return { code: 'wrong_colour', message: `That card has no ${pending.specialist} or rainbow coins.` };
    return { units, colour: null };
  }
  if (!c || !player.hand.includes(id)) return { code: 'not_in_hand', message: 'Workers for a renewal come from the resource cards in your hand.' };
  const tile = CONTENT.tile[s.board[pending.square].tile];
  if (tile.type !== 'residential') {
    const units = (c.suit === tile.type ? c.workers : 0) + c.rainbowWorkers;
    if (units === 0) return { code: 'wrong_colour', message: `That card has no ${tile.type} or rainbow workers.` };
    return { units, colour: null };
  }
  let colour = pending.colour;
  if (c.workers > 0 && colour !== null && c.suit !== colour) {
    if (c.rainbowWorkers === 0) return { code: 'mixed_colours', message: `A residential building is paid in workers of one colour, and you are paying in ${colour}.` };
  } else if (c.workers > 0 && colour === null) {
    const totals = workerTotals(player.hand);
    if (totals.bySuit[c.suit] + totals.rainbow < tile.cost) {
      return { code: 'cannot_finish', message: `You do not hold enough ${c.suit} and rainbow workers to finish this renewal in ${c.suit}.` };
    }
    colour = c.suit;
  }
  const units = (colour !== null && c.suit === colour ? c.workers : 0) + c.rainbowWorkers;
  if (units === 0) return { code: 'no_workers', message: 'That card has no workers this renewal can use.' };
  return { units, colour };
}
