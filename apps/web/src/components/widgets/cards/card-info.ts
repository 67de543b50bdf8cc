/**
 * A card as a reader sees it in full: what the wing's content data says about
 * it, in words. Each game's wing turns its own card ids into these.
 */
export interface CardInfo {
  id: string;
  /** The card's full name. */
  title: string;
  /** What kind of card it is, e.g. "Town contract" or "Project card". */
  kind: string;
  /** Every line of its text, in order. */
  lines: string[];
  /** One line for a small tile (the catalogue); the first text line when absent. */
  summary?: string;
  /** What the card's numbers and symbols mean in play, in a reader's words. */
  notes?: string[];
  /** A CSS colour for the card's top edge (its zone or suit). */
  accent?: string;
}
