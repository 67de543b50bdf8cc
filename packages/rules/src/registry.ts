import type { GameModule } from './game';
import { hushAuction } from './hush-auction';
import { urbanSprawl } from './urban-sprawl';
import { urbania } from './urbania';

/**
 * A game of any kind, seen only through its module: states, actions, views
 * and options are opaque to whoever holds one.
 */
export type AnyGame = GameModule<unknown, unknown, unknown, unknown>;

/**
 * Every game of the platform, by id. The ids, the server, the lobby and the
 * contract tests find a game through this record, so neither the server nor
 * the wire names one. Adding a game is its module, a line here, and the few
 * other places docs/architecture.md ("Adding a game") lists: what it hides
 * (testing/secrets.ts), its refusals' sentences in each language, and
 * optionally a web wing.
 */
export const games = {
  'urban-sprawl': urbanSprawl,
  urbania,
  'hush-auction': hushAuction,
} satisfies Record<string, AnyGame>;

export type GameId = keyof typeof games;

/** The ids, in registry order, as a non-empty tuple (what `z.enum` wants for the wire schemas). */
export const gameIds = Object.keys(games) as [GameId, ...GameId[]];

/** The module for an id, or undefined for an id this build does not know (e.g. from a newer database). */
export function findGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id as GameId] : undefined;
}
