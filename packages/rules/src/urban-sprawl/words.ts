import type { Vocation, Zone } from './content/schema';

/**
 * The words players read for the game's ids: zones and vocations are stored
 * as short codes (CIV, PUBLIC_SERVICE), and no sentence of the log, a prompt
 * or a card text shows those codes.
 */
const ZONE_WORDS: Record<Zone | 'PARK', string> = { CIV: 'Civic', COM: 'Commercial', IND: 'Industrial', RES: 'Residential', PARK: 'park' };

/** "Civic", "Commercial"... ("park" for parks). */
export const zoneWord = (zone: Zone | 'PARK'): string => ZONE_WORDS[zone];

/** "Factory", "Public Service"... */
export const vocationWord = (vocation: Vocation): string =>
  vocation.toLowerCase().split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** "a" or "an" before a word, by its first letter: an Education vocation, a Media one (no vocation starts with a silent or a "you" sound). */
export const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
