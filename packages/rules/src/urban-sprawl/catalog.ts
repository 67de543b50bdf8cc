import { CARDS } from './content/card-set';
import type { Card, ContractCard, PermitCard } from './content/schema';
import { excerpt, reject } from './errors';
import { listParam } from '../words/message';
import { cardNameKey, usMsg, type UsMessage } from './messages';
import { zoneName } from './words';

/** Looks up a card of the loaded set by id. */
export function card(id: string): Card {
  const c = CARDS.byId[id];
  if (!c) reject('unknown_card', 'us.refuse.unknownCard', { id: excerpt(id) });
  return c;
}

export function isContract(id: string): boolean {
  return CARDS.byId[id]?.kind === 'contract';
}

export function asContract(id: string): ContractCard {
  const c = card(id);
  if (c.kind !== 'contract') reject('not_a_contract', 'us.refuse.notAContract', { card: describeCard(id) });
  return c;
}

export function asPermit(id: string): PermitCard | null {
  const c = CARDS.byId[id];
  return c && c.kind === 'permit' ? c : null;
}

/** A named card's name, in whatever language shows it. */
export const cardName = (id: string): UsMessage => usMsg(cardNameKey(id));

/** A short public name for a card, for log lines and messages: "the Clinic", "a Build Permit for Civic (1 permit, wealth 3)". */
export function describeCard(id: string): UsMessage | string {
  const c = CARDS.byId[id];
  // An id no card has comes from a client: named, but never at the length it was sent.
  if (!c) return excerpt(id);
  switch (c.kind) {
    case 'contract':
      return usMsg('us.card.contract', { name: cardName(id) });
    case 'event':
      return usMsg('us.card.event', { name: cardName(id) });
    case 'renewal':
      return usMsg('us.card.renewal');
    case 'permit':
      return usMsg('us.card.permit', {
        zones: listParam(c.zones.map(zoneName), 'or'),
        permits: c.permits,
        wealth: c.wealth,
      });
  }
}

export { CARDS };
