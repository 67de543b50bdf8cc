import type { CardInfo } from '../../components/cards/card-info';
import { ZONE_COLORS, ZONE_NAMES } from '../../lib/colors';
import { cardById, cardText, cardTitle, vocationName } from './cards';

const DECK_NAME = { planning: 'Planning', town: 'Town', city: 'City', metropolis: 'Metropolis' } as const;

/** What kind of card it is and which deck it comes from, e.g. "Town contract". */
function kindOf(id: string): string {
  const c = cardById(id);
  if (!c) return 'Card';
  switch (c.kind) {
    case 'contract': return `${DECK_NAME[c.deck]} contract`;
    case 'event': return `${DECK_NAME[c.deck]} event`;
    case 'permit': return 'Planning card: Build Permit';
    case 'renewal': return 'Planning card: Urban Renewal';
  }
}

const lots = (n: number) => `${n} lot${n > 1 ? 's' : ''}`;

/** What the card's numbers and symbols do in play, in our words, from its data. */
function notesOf(id: string): string[] {
  const c = cardById(id);
  if (!c) return [];
  const notes: string[] = [];
  if (c.kind === 'contract') {
    notes.push(`Builds a ${ZONE_NAMES[c.zone].toLowerCase()} building on ${lots(c.size)}: pay ${c.size} ${ZONE_NAMES[c.zone]} permit${c.size > 1 ? 's' : ''}, the action points of its slot and the block's value in wealth.`);
    for (const v of c.vocations) {
      notes.push(`Vocation ${vocationName(v.name)} ${v.value}: building it brings you a ${vocationName(v.name)} vocation, then each ${vocationName(v.name)} vocation in play earns its owner ${v.value} wealth or ${v.value} prestige.`);
    }
    if (c.prestige) notes.push(`Prestige payout ${c.prestige}: when this card is revealed, the row showing prestige ${c.prestige} on the board's edge (if any) pays out.`);
  }
  if (c.kind === 'permit') {
    notes.push(`Pays for ${lots(c.permits)} of a ${c.zones.length > 1 ? `${c.zones.slice(0, -1).join(', ')} or ${c.zones[c.zones.length - 1]}` : c.zones[0]} building.`);
    notes.push(`Discarded at the start of your turn, before you spend any action point, it is worth ${c.wealth} wealth instead.`);
  }
  if ((c.kind === 'permit' || c.kind === 'renewal') && c.wealth) {
    notes.push(`Wealth payout ${c.wealth}: when this card is revealed, the row showing wealth ${c.wealth} on the board's edge (if any) pays out.`);
  }
  if ((c.kind === 'permit' || c.kind === 'renewal') && c.ballot) notes.push('Ballot box: revealing this card calls an election.');
  if (c.kind === 'event') notes.push(c.deck === 'planning' ? 'A planning event happens when it is revealed, then goes to the discard and may come back.' : 'A contract-deck event happens once, when it is revealed.');
  return notes;
}

/**
 * A card in full for the reader. The lines are the rules package's own words
 * for the card's data (the same the log and the catalogue use), so what a
 * player reads is what the engine plays.
 */
export function usCardInfo(id: string): CardInfo {
  const c = cardById(id);
  const accent = c?.kind === 'contract' ? ZONE_COLORS[c.zone] : c?.kind === 'permit' && c.zones.length === 1 ? ZONE_COLORS[c.zones[0]] : undefined;
  const lines = cardText(id);
  // The first line restates the name; a tile shows what follows it (an event's effect, a contract's size and zone).
  const summary = c?.kind === 'event' ? lines.slice(1).join(' ') : c?.kind === 'contract' ? lines.join(' ').slice(c.name.length + 2) : undefined;
  return { id, title: cardTitle(id), kind: kindOf(id), lines, summary, notes: notesOf(id), accent };
}
