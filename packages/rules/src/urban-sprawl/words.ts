import type { Vocation, Zone } from './content/schema';
import { usMsg, type UsMessage } from './messages';

/**
 * The words players read for the game's ids: zones and vocations are stored
 * as short codes (CIV, PUBLIC_SERVICE), and no sentence of the log, a prompt
 * or a card text shows those codes. These are messages, so each language
 * says them its own way (messages/en.ts, it.ts).
 */

/** "Civic", "Commercial"... ("park" for parks): a building's zone. */
export const zoneWord = (zone: Zone | 'PARK'): UsMessage => usMsg(`us.zone.${zone}`);

/** "Civic"...: the zone itself, as permits name it. */
export const zoneName = (zone: Zone): UsMessage => usMsg(`us.zoneName.${zone}`);

/** "Factory", "Public Service"... */
export const vocationWord = (vocation: Vocation): UsMessage => usMsg(`us.vocation.${vocation}`);
