import { refuse } from '../errors';
import { likenessKeys, skeleton } from './name-likeness';

/**
 * Words the interface itself puts where a name goes: "Seat 2" for a seat
 * without a name (the server, for replays and chat), "Player 2" (the web
 * client, until names arrive), "Bot 2" and "Bot 2b" (rooms/seat-names.ts),
 * "Spectator 3" (rooms/presence.ts), "A spectator" (chat), "Empty seat" (the
 * lobby). A person called one of them could pass for a bot, a spectator, an
 * empty seat or another player's place, so nobody may take them, in any
 * letter case or look-alike spelling ("B0t 1", Cyrillic "Ѕeat 2").
 * "Host" stays free: the host is shown by a mark beside the name, and
 * forked and imported rooms name their host "Host" when they know no better.
 */
const NUMBERED = ['seat', 'player', 'bot', 'spectator'];
const PHRASES = ['a spectator', 'empty seat'];

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
