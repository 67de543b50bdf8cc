import { CARDS } from './content/card-set';
import type { Card, ContractCard, PermitCard } from './content/schema';
import { excerpt, reject } from './errors';
import { article, zoneWord } from './words';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Looks up a card of the loaded set by id. */
export function card(id: string): Card {
  const c = CARDS.byId[id];
  if (!c) reject('unknown_card', `There is no card ${excerpt(id)}.`);
  return c;
}

export function isContract(id: string): boolean {
  return CARDS.byId[id]?.kind === 'contract';
}

export function asContract(id: string): ContractCard {
  const c = card(id);
  if (c.kind !== 'contract') reject('not_a_contract', `${capitalise(describeCard(id))} is not a building contract.`);
  return c;
}

export function asPermit(id: string): PermitCard | null {
  const c = CARDS.byId[id];
  return c && c.kind === 'permit' ? c : null;
}

/** A short public name for a card, for log lines and messages. */
export function describeCard(id: string): string {
  const c = CARDS.byId[id];
  // An id no card has comes from a client: named, but never at the length it was sent.
  if (!c) return excerpt(id);
  switch (c.kind) {
    case 'contract': return `the ${c.name}`;
    case 'event': return `the ${c.name} event`;
    case 'renewal': return 'an Urban Renewal card';
    case 'permit': {
      const zones = c.zones.map(zoneWord);
      const which = zones.length <= 1 ? zones.join('') : `${zones.slice(0, -1).join(', ')} or ${zones[zones.length - 1]}`;
      return `${article(which)} ${which} Build Permit (${c.permits} permit${c.permits > 1 ? 's' : ''}, wealth ${c.wealth})`;
    }
  }
}

export { CARDS };
