import { CONTENT } from './content/catalog';
import { SUITS, type Suit, type TileType } from './content/schema';

/**
 * How much each card can pay: pure counting shared by `apply` (which checks a
 * payment, see payment-check.ts) and `legalActions` (which lists what is
 * payable), so both always agree.
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
