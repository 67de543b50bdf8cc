import { content, type Suit, type UrPendingView, type UrView } from './content';

/**
 * What a payment in progress amounts to, for display only: the server decides
 * which cards may be picked (they arrive as `pick` moves); this only counts
 * the icons printed on them so the player sees how far along they are and
 * whether a card would pay more than is still owed.
 */
export type Payment = Extract<UrPendingView, { kind: 'renew' | 'hire' }>;

export interface PaymentFacts {
  /** Workers or dollars needed in all. */
  cost: number;
  /** For a residential renewal: the one colour chosen so far. */
  colour: Suit | null;
  paid: number;
  unit: 'worker' | 'coin';
}

/** Icons of one card that count towards this payment, given the colour already chosen. */
export function unitsOf(view: UrView, p: Payment, colour: Suit | null, id: string): number {
  const c = content.resource[id];
  if (!c) return 0;
  if (p.kind === 'hire') return (c.suit === p.specialist ? c.coins : 0) + c.rainbowCoins;
  const type = content.tile[view.board[p.square].tile].type;
  if (type !== 'residential') return (c.suit === type ? c.workers : 0) + c.rainbowWorkers;
  // A residential building takes workers of one colour: the first coloured card names it.
  const col = colour ?? (c.workers > 0 ? c.suit : null);
  return (col !== null && c.suit === col ? c.workers : 0) + c.rainbowWorkers;
}

export function paymentFacts(view: UrView, p: Payment): PaymentFacts {
  const cost = p.kind === 'hire' ? view.specialistValue[p.specialist] : content.tile[view.board[p.square].tile].cost;
  let colour: Suit | null = null;
  let paid = 0;
  for (const id of p.picked ?? []) {
    paid += unitsOf(view, p, colour, id);
    const c = content.resource[id];
    if (p.kind === 'renew' && colour === null && c && c.workers > 0) colour = c.suit;
  }
  return { cost, colour, paid, unit: p.kind === 'hire' ? 'coin' : 'worker' };
}
