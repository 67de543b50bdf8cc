import type { HushView } from '@sprawl/rules';
import { say } from '../../i18n/i18n';

export type { HushView };

/** A card as the game's own words name it ("salt 10" / "sale 10"), never its id ("salt-10"). */
export function cardName(id: string): string {
  const cut = id.indexOf('-');
  const colour = id.slice(0, cut);
  const said = say({
    key: 'ha.card',
    params: { colour: { key: `ha.colour.${colour}` }, value: Number(id.slice(cut + 1)) },
  });
  // A name inside a sentence or a list ("Ada ha offerto canna 11"): `say` gives a sentence's capital, a name has none.
  return said ? said.charAt(0).toLowerCase() + said.slice(1) : id;
}

/** Several cards, named and joined. */
export const cardNames = (ids: readonly string[]): string => ids.map(cardName).join(', ');

/** A colour of the deck in the game's own words, lower case as inside a sentence ("reed" / "canna"). */
export function colourName(colour: string): string {
  const said = say({ key: `ha.colour.${colour}` });
  return said ? said.charAt(0).toLowerCase() + said.slice(1) : colour;
}

/** The first letter in capitals, for a name that starts a title ("Reed 7", "Carta canna"). */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
