import type { CardInfo } from '../../components/widgets/cards/card-info';
import { COLOURS, colourOf, isCard, valueOf, type Colour } from './facts';
import { t } from './t';
import { capital, cardName, colourName } from './words';

/** Each colour's edge on a tile; the colour tells equal values apart, so four that read apart at a glance. */
export const COLOUR_ACCENT: Record<Colour, string> = {
  reed: '#b39a2f',
  clay: '#b0573a',
  moss: '#4f7a36',
  salt: '#7d95a3',
};

const isColour = (c: string): c is Colour => (COLOURS as readonly string[]).includes(c);

/** A card of the deck in full for the reader: its colour and value, and the three things its value does. */
export function haCardInfo(id: string): CardInfo {
  const colour = colourOf(id);
  const value = valueOf(id);
  if (!isCard(id) || !isColour(colour)) return { id, title: id, kind: t('ui.ha.card.unknown'), lines: [] };
  return {
    id,
    title: capital(cardName(id)),
    kind: capital(t('ui.ha.card.kind', { colour: colourName(colour) })),
    summary: t('ui.ha.card.summary', { value }),
    lines: [
      t('ui.ha.card.value', { value, others: COLOURS.length - 1 }),
      t('ui.ha.card.bid'),
      t('ui.ha.card.prize', { value }),
      t('ui.ha.card.tiebreak', { value }),
    ],
    accent: COLOUR_ACCENT[colour],
  };
}
