/**
 * Hush Auction's numbers as the rules page says them. The rules package has
 * no table kit for this game (its engine is the only place they live), so
 * they are written here once and apps/web/test/hush-facts.test.ts pins each
 * to what the engine deals and plays: a change of the rules fails that test
 * instead of leaving the page wrong.
 */
export const COLOURS = ['reed', 'clay', 'moss', 'salt'] as const;
export type Colour = (typeof COLOURS)[number];
export const HIGHEST_VALUE = 16;
export const DECK_SIZE = COLOURS.length * HIGHEST_VALUE;
export const HAND_SIZE = 4;
export const ROUNDS = { standard: 8, short: 5 } as const;
export const SEATS = { min: 2, max: 5 } as const;

/** The deck's card ids, colour by colour, each from 1 up: "reed-1" … "salt-16". */
export const cardsOf = (colour: Colour): string[] =>
  Array.from({ length: HIGHEST_VALUE }, (_, i) => `${colour}-${i + 1}`);

/** A card's value, from its id ("moss-12" is 12). */
export const valueOf = (id: string): number => Number(id.slice(id.indexOf('-') + 1));

/** A card's colour, from its id. */
export const colourOf = (id: string): string => id.slice(0, id.indexOf('-'));
