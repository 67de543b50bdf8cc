/** Prints the whole card set in words, deck by deck: `npm run cards`. */
import { CARDS } from '../src/urban-sprawl/content/card-set';
import { cardLines } from '../src/urban-sprawl/content/text';

for (const deck of ['planning', 'town', 'city', 'metropolis'] as const) {
  console.log(`\n== ${deck.toUpperCase()} DECK (${CARDS[deck].length} cards) ==`);
  for (const id of CARDS[deck]) {
    const card = CARDS.byId[id];
    const [first, ...rest] = cardLines(card);
    console.log(`${id}  ${first}${card.provenance === 'authored' ? '' : `  [${card.provenance}]`}`);
    for (const line of rest) console.log(`      ${line}`);
  }
}
