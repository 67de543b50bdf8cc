import type { CardInfo } from '../../components/cards/card-info';
import { ZONE_COLORS } from '../../lib/colors';
import { cardById, cardText, cardTitle } from './cards';

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

/**
 * A card in full for the reader. The lines are the rules package's own words
 * for the card's data (the same the log and the catalogue use), so what a
 * player reads is what the engine plays.
 */
export function usCardInfo(id: string): CardInfo {
  const c = cardById(id);
  const accent = c?.kind === 'contract' ? ZONE_COLORS[c.zone] : c?.kind === 'permit' && c.zones.length === 1 ? ZONE_COLORS[c.zones[0]] : undefined;
  return { id, title: cardTitle(id), kind: kindOf(id), lines: cardText(id), accent };
}
