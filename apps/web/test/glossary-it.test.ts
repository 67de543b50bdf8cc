import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUES } from '@sprawl/rules/words';
import { UI_IT } from '../src/i18n/ui-it';
import { REFUSALS_IT } from '../src/i18n/refusals-it';
import { WING_UI } from './support/every-word';

/**
 * Issue 50 items 16 and 17: docs/glossary-it.md records the words chosen
 * for Italian, and the words refused ('never "pedina elettorale"', '"arcobaleno"
 * is not used'). No Italian message of the page, its wings, its refusals or
 * the rules may use a refused word: the glossary said "pedina arancione"
 * while the table's tooltip still said "Pedina elettorale".
 */

const GLOSSARY = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'glossary-it.md'), 'utf8');

/**
 * The refused words: every `never "..."` of two words or more (a single word
 * such as "indicatore" is refused in one sense only and right in another),
 * and every `"..." is not used`.
 */
const REFUSED = [
  ...[...GLOSSARY.matchAll(/never "([^"]+)"/g)].map((m) => m[1]).filter((w) => w.includes(' ')),
  ...[...GLOSSARY.matchAll(/"([^"]+)" is not used/g)].map((m) => m[1]),
];

const ITALIAN: [string, Record<string, string>][] = [
  ['the page', UI_IT],
  ...WING_UI.map(([id, , it]): [string, Record<string, string>] => [`the page (${id})`, it]),
  ['the refusals', REFUSALS_IT],
  ['the rules', CATALOGUES.it as Record<string, string>],
];

test('the glossary refuses some words', () => {
  expect(REFUSED).toEqual(expect.arrayContaining(['pedina elettorale', 'arcobaleno']));
});

test.each(ITALIAN)('no Italian message of %s uses a word the glossary refuses', (_name, catalogue) => {
  const found = Object.entries(catalogue).flatMap(([key, message]) =>
    REFUSED.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(message)).map(
      (word) => `${key}: ${word}`,
    ),
  );
  expect(found).toEqual([]);
});

/** The rules' messages that name a price paid: the Italian says it in dollars ("per $9"), as the money it is. */
const PRICES = [
  'us.amount.wealth',
  'us.amount.both',
  'us.log.claimed',
  'us.log.built',
  'us.log.builtBonus',
  'us.log.wonAuction',
  'us.log.treasurer',
  'us.prompt.bid',
  'us.refuse.bidTooLow',
  'us.refuse.claimCost',
  'us.refuse.buildCost',
];

test('a price paid is said in dollars, not as "rendita" (wealth held or earned), as the glossary says', () => {
  const it = CATALOGUES.it as Record<string, string>;
  expect(GLOSSARY).toMatch(/price paid.*\$/);
  expect(PRICES.filter((key) => it[key] === undefined || /rendita/.test(it[key]) || !it[key].includes('$'))).toEqual(
    [],
  );
});
