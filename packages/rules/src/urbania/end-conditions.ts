/** The rulebook's two end conditions, as numbers a table can also print. */

/** Districts down to this many undeveloped buildings start the end phase. */
export const END_UNDEVELOPED = 2;
/** This many specialists at END_SPECIALIST_VALUE or more start the end phase. */
export const END_SPECIALISTS = 3;
export const END_SPECIALIST_VALUE = 5;
