import { useEffect, useState } from 'preact/hooks';
import type { GameInfo } from '@sprawl/protocol';
import { api } from './api';
import { t } from '../i18n/i18n';
import { choiceLabel, gameTitle } from '../i18n/options';

let games: Promise<GameInfo[]> | null = null;
/** The answer once it came: a page reached after it (the lobby after the landing page) starts with it instead of a moment without titles. */
let known: GameInfo[] | null = null;

/**
 * Asks for the games now, before the page is drawn: the start page cannot be
 * used without them, and asked while its words load they cost no round trip
 * of their own on a slow phone.
 */
export function askForGames(): void {
  games ??= api.games();
  // A failure is handled where the answer is used (useGames asks again); this only keeps it from going unnoticed twice.
  games.catch(() => undefined);
}

/** The games this server runs (asked once per page), or null while the answer is on its way. */
export function useGames(): GameInfo[] | null {
  const [list, setList] = useState<GameInfo[] | null>(known);
  useEffect(() => {
    games ??= api.games();
    games.then(
      (answer) => {
        known = answer;
        setList(answer);
      },
      () => (games = null),
    );
  }, []);
  return list;
}

/** A room's game in a few words: its title (once the server said it), its players and each option it was made with, as the lobby labels them. */
export function describeGame(info: GameInfo | undefined, seats: number, options: Record<string, unknown>): string {
  const players = t('ui.common.players', { n: seats });
  const parts = info ? [gameTitle(info.id, info.title), players] : [players];
  for (const field of info?.options ?? []) {
    const choice = field.choices.find((c) => c.value === options[field.key]);
    if (choice) parts.push(choiceLabel(info!.id, field.key, choice.value, choice.label));
  }
  return parts.join(' · ');
}
