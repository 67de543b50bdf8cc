import { t } from './t';
import type { CardInfo } from '../../components/widgets/cards/card-info';
import { ZONE_COLORS, ZONE_NAMES } from './zones';
import { cardById, cardText, cardTitle, vocationName } from './cards';

const deckName = (deck: 'planning' | 'town' | 'city' | 'metropolis') => t(`ui.us.deck.${deck}`);

/** What kind of card it is and which deck it comes from, e.g. "Town contract". */
function kindOf(id: string): string {
  const c = cardById(id);
  if (!c) return t('ui.us.card');
  switch (c.kind) {
    case 'contract':
      return t('ui.us.kind.contract', { deck: deckName(c.deck) });
    case 'event':
      return t('ui.us.kind.event', { deck: deckName(c.deck) });
    case 'permit':
      return t('ui.us.kind.permit');
    case 'renewal':
      return t('ui.us.kind.renewal');
  }
}

/** What the card's numbers and symbols do in play, in our words, from its data. */
function notesOf(id: string): string[] {
  const c = cardById(id);
  if (!c) return [];
  const notes: string[] = [];
  if (c.kind === 'contract') {
    notes.push(
      t('ui.us.note.builds', {
        code: c.zone,
        zoneLower: ZONE_NAMES[c.zone].toLowerCase(),
        zone: ZONE_NAMES[c.zone],
        lots: c.size,
      }),
    );
    for (const v of c.vocations) {
      notes.push(t('ui.us.note.vocation', { kind: v.name, name: vocationName(v.name), value: v.value }));
    }
    if (c.prestige) notes.push(t('ui.us.note.prestigePayout', { n: c.prestige }));
  }
  if (c.kind === 'permit') {
    const zones =
      c.zones.length > 1
        ? `${c.zones.slice(0, -1).join(', ')}${t('ui.us.or')}${c.zones[c.zones.length - 1]}`
        : c.zones[0];
    notes.push(t('ui.us.note.permit', { lots: c.permits, zones }));
    notes.push(t('ui.us.note.invest', { n: c.wealth }));
  }
  if ((c.kind === 'permit' || c.kind === 'renewal') && c.wealth) {
    notes.push(t('ui.us.note.wealthPayout', { n: c.wealth }));
  }
  if ((c.kind === 'permit' || c.kind === 'renewal') && c.ballot) notes.push(t('ui.us.note.ballot'));
  if (c.kind === 'event')
    notes.push(c.deck === 'planning' ? t('ui.us.note.planningEvent') : t('ui.us.note.contractEvent'));
  return notes;
}

/**
 * A card in full for the reader. The lines are the rules package's own words
 * for the card's data (the same the log and the catalogue use), so what a
 * player reads is what the engine plays.
 */
export function usCardInfo(id: string): CardInfo {
  const c = cardById(id);
  const accent =
    c?.kind === 'contract'
      ? ZONE_COLORS[c.zone]
      : c?.kind === 'permit' && c.zones.length === 1
        ? ZONE_COLORS[c.zones[0]]
        : undefined;
  const lines = cardText(id);
  // The first line restates the name; a tile shows what follows it (an event's effect, a contract's size and zone).
  const summary =
    c?.kind === 'event'
      ? lines.slice(1).join(' ')
      : c?.kind === 'contract'
        ? lines.join(' ').slice(c.name.length + 2)
        : undefined;
  return { id, title: cardTitle(id), kind: kindOf(id), lines, summary, notes: notesOf(id), accent };
}
