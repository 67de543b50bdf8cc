import type { JSX } from 'preact';
import { loadWords } from '../i18n/i18n';
import type { GameWing, WingEntry } from '../lib/wing';
import { plainEntry } from './plain';
import { urbanSprawlEntry } from './urban-sprawl';
import { urbaniaEntry } from './urbania';
import { hushAuctionEntry } from './hush-auction';

/**
 * The games with a table of their own, by id; any other game the server
 * runs gets the plain table. Only pages (components/pages/) read this: a
 * widget is handed what it draws. Adding a game's table is its folder
 * (games/<id>/, shaped as lib/wing.ts says) and one line here.
 */
const entries: Record<string, WingEntry> = {
  'urban-sprawl': urbanSprawlEntry,
  urbania: urbaniaEntry,
  'hush-auction': hushAuctionEntry,
};

/** The ids of the games with a wing of their own. */
export const knownGames = (): string[] => Object.keys(entries);

export function entryFor(gameId: string): WingEntry {
  return Object.prototype.hasOwnProperty.call(entries, gameId) ? entries[gameId] : plainEntry;
}

const wings = new Map<string, GameWing>();

/** The game's wing, its words in the page's language first (its modules may say them as they load). */
export async function loadWing(gameId: string): Promise<GameWing> {
  const known = wings.get(gameId);
  if (known) return known;
  const entry = entryFor(gameId);
  if (entry.words) await loadWords(entry.words);
  const wing = await entry.wing();
  wings.set(gameId, wing);
  return wing;
}

/** The game's rules reference, or null for a game without one. */
export async function loadReference(gameId: string): Promise<(() => JSX.Element) | null> {
  const entry = entryFor(gameId);
  if (!entry.reference) return null;
  if (entry.words) await loadWords(entry.words);
  return entry.reference();
}

/** The game's wing if it was downloaded already. */
export const loadedWing = (gameId: string): GameWing | null => wings.get(gameId) ?? null;
