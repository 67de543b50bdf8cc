import { COLOURS, DECK, HIGHEST_VALUE, valueOf } from '@sprawl/rules/hush-auction/table';

/**
 * Hush Auction's deck as its rules page lays it out. The numbers are the
 * rules' own (the table kit, @sprawl/rules/hush-auction/table), so the page
 * cannot drift from what the engine deals.
 */
export { COLOURS, HAND_SIZE, HIGHEST_VALUE, ROUNDS, SEATS, valueOf } from '@sprawl/rules/hush-auction/table';
export type Colour = (typeof COLOURS)[number];
export const DECK_SIZE = COLOURS.length * HIGHEST_VALUE;

/** A card's colour, from its id ("moss-12" is moss). */
export const colourOf = (id: string): string => id.slice(0, id.indexOf('-'));

/** One colour's cards, from 1 up, as the deck holds them: "reed-1" … "reed-16". */
export const cardsOf = (colour: Colour): string[] => DECK.filter((id) => colourOf(id) === colour);

/** Whether an id names a card of the deck (valueOf gives 0 for anything else). */
export const isCard = (id: string): boolean => valueOf(id) > 0;
