import { urbanSprawl, type GameModule } from '@sprawl/rules';

/**
 * A game as the server sees it. The server never looks inside states, actions
 * or views: it only calls the module's pure functions, so any game written to
 * the `GameModule` interface can be added to the registry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any, any, any>;
export type GameState = unknown;
export type GameRegistry = Readonly<Record<string, AnyGame>>;

/** The games this server runs, by id (the id stored with rooms and matches). */
export const GAMES: GameRegistry = { 'urban-sprawl': urbanSprawl };
export type GameId = string;

/** The module for a stored game id, or a clear error (e.g. a database written by a newer server). */
export function gameOf(registry: GameRegistry, id: string): AnyGame {
  const game = registry[id];
  if (!game) throw new Error(`This server cannot run the game "${id}".`);
  return game;
}
