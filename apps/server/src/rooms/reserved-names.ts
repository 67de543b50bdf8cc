import { refuse } from '../errors';
import { likenessKeys, skeleton } from './lobby/name-likeness';

/**
 * Words the interface itself puts where a name goes, in every language the
 * web client speaks: "Seat 2" / "Posto 2" for a seat without a name (the
 * server, for replays and chat; the client), "Player 2" / "Giocatore 2"
 * (the web client, until names arrive), "Bot 2" and "Bot 2b"
 * (rooms/lobby/seat-names.ts), "Spectator 3" / "Spettatore 3" (rooms/devices/presence.ts,
 * the client), "A spectator" / "Uno spettatore" (chat), "Empty seat" /
 * "Posto libero" (the lobby). A person called one of them could pass for a
 * bot, a spectator, an empty seat or another player's place, so nobody may
 * take them, in any letter case or look-alike spelling ("B0t 1", Cyrillic
 * "Ѕeat 2"). A new language adds its words here (apps/web/test/reserved-words.test.ts
 * checks the catalogues' words against this list). "Host" stays free: the
 * host is shown by a mark beside the name, and forked and imported rooms
 * name their host "Host" when they know no better.
 */
const NUMBERED = [
  // English
  'seat',
  'player',
  'bot',
  'spectator',
  // Italian
  'posto',
  'giocatore',
  'spettatore',
];
const PHRASES = ['a spectator', 'empty seat', 'uno spettatore', 'posto libero', 'posto vuoto'];

/** The lowercased skeleton of a word, as likenessKeys makes it, in a regular expression. */
function pattern(word: string): string {
  return skeleton(word)
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Digits pass through the skeleton too: "0" becomes "o" and "1" "l", so "Bot lo" reads as "Bot 10" and is reserved with it.
const DIGIT = `[0-9${pattern('0')}${pattern('1')}]`;
const RESERVED = new RegExp(
  `^(?:(?:${NUMBERED.map(pattern).join('|')})(?:[\\s\\-_.#:]*${DIGIT}+[a-z]?(?:-${DIGIT}+)?)?|${PHRASES.map(pattern).join('|')})$`,
  'u',
);

/** Whether a person may not use this name because the interface uses it. */
export function isReservedName(name: string): boolean {
  return likenessKeys(name).some((key) => RESERVED.test(key));
}

/** Refuses a name the interface uses for seats, bots and spectators. Only for names a person picks: the server's own bot names are made by seat-names.ts. */
export function refuseReservedName(name: string): void {
  if (isReservedName(name)) {
    refuse('name_reserved', `"${name}" is how this table shows seats, bots and spectators; pick a name of your own.`);
  }
}
