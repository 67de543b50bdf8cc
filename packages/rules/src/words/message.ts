/**
 * Words as data: what the rules say to players (log lines, prompts,
 * refusals, endings) is a message key with parameters, and every language
 * makes its own sentence from them through a catalogue (catalogue.ts). The
 * English `text` beside a message is one such rendering, kept on the wire so
 * that older clients and stored replays still read as they did.
 */

/** The languages the catalogues are written in. English is the reference: every key has it first. */
export const LOCALES = ['en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

/** A player, named by whoever shows the message (rendered as the {sN} token clients already fill in). */
export interface SeatParam {
  seat: number;
}

/**
 * Several values said as one: "a, b and c" / "a, b or c", joined the way the
 * language joins them, or simply "a, b, c" (`comma`), "a; b; c" (`semicolon`),
 * or as sentences one after the other ("A. B.", `sentences`), or added up ("a + b", `plus`).
 */
export interface ListParam {
  list: Param[];
  join: ListJoin;
}
export type ListJoin = 'and' | 'or' | 'comma' | 'semicolon' | 'sentences' | 'plus';

/**
 * A value a message puts in its sentence: a number; a string shown as it is
 * (a square name, an excerpt of what a client sent), never a word of a
 * language; a seat; a list; or another message (a card's description, a
 * zone's name), rendered in the same language.
 */
export type Param = number | string | SeatParam | ListParam | Message;

export type Params = { [name: string]: Param };

/** A sentence or a phrase, as a catalogue key and the values it needs. Plain JSON. */
export interface Message {
  key: string;
  params?: Params;
}

export const msg = (key: string, params?: Params): Message => (params ? { key, params } : { key });
export const seatParam = (seat: number): SeatParam => ({ seat });
export const listParam = (list: Param[], join: ListJoin = 'and'): ListParam => ({ list, join });

export const isSeat = (p: Param): p is SeatParam => typeof p === 'object' && 'seat' in p;
export const isList = (p: Param): p is ListParam => typeof p === 'object' && 'list' in p;
export const isMessage = (p: Param): p is Message => typeof p === 'object' && 'key' in p;
