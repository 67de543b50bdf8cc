/**
 * The Hush Auction deck: four colours of the values 1 to 16. A card's id
 * names it ("moss-12"); the colour only tells equal values apart, the value
 * is what a card bids and, turned up as a prize, what it scores.
 */
export const COLOURS = ['reed', 'clay', 'moss', 'salt'] as const;
export const HIGHEST_VALUE = 16;

export const DECK: readonly string[] = COLOURS.flatMap((colour) =>
  Array.from({ length: HIGHEST_VALUE }, (_, i) => `${colour}-${i + 1}`),
);

const VALUES: ReadonlyMap<string, number> = new Map(DECK.map((id) => [id, Number(id.slice(id.indexOf('-') + 1))]));

export function isCard(id: string): boolean {
  return VALUES.has(id);
}

/** The value of a card of the deck (0 for anything else, which the engine never holds). */
export function valueOf(id: string): number {
  return VALUES.get(id) ?? 0;
}

export const sumOf = (cards: readonly string[]): number => cards.reduce((total, id) => total + valueOf(id), 0);

/** Lower values first, so a hand reads in order; equal values by colour. */
export const byValue = (a: string, b: string): number => valueOf(a) - valueOf(b) || (a < b ? -1 : a > b ? 1 : 0);
