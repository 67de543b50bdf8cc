/**
 * The rulebook's numbers for projects, as data a table can print: the
 * engine scores with them, and a card reader explains them, from one place.
 */

/** A single-specialist project scores this many times that specialist's value. */
export const SINGLE_SPECIALIST_FACTOR = 5;
/** A two-specialist project scores this many times their two values added. */
export const DUAL_SPECIALIST_FACTOR = 3;
/** Submitting a project costs 1 VP for every full this-many VP the player holds. */
export const SUBMIT_COST_STEP = 10;
