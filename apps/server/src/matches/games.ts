import { games, type AnyGame } from '@sprawl/rules';

/**
 * A game as the server sees it. The server never looks inside states, actions
 * or views: it only calls the module's pure functions, so any game written to
 * the `GameModule` interface and listed in the rules package's registry runs here.
 */
export type { AnyGame };
export type GameState = unknown;
export type GameRegistry = Readonly<Record<string, AnyGame>>;

/** The games this server runs, by id (the id stored with rooms and matches). */
export const GAMES: GameRegistry = games;

/** The module for an id a client sent, or undefined. */
export function findGame(registry: GameRegistry, id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(registry, id) ? registry[id] : undefined;
}

/** The module for a stored game id, or a clear error (e.g. a database written by a newer server). */
export function gameOf(registry: GameRegistry, id: string): AnyGame {
  const game = findGame(registry, id);
  if (!game) throw new Error(`This server cannot run the game "${id}".`);
  return game;
}
