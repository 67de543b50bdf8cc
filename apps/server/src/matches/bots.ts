import { nextInt, type RngState } from '@sprawl/rules';
import type { AnyGame, GameState } from './games';

/**
 * The server's bot: the game's own bot policy when it has one
 * (GameModule.botAction), otherwise a uniformly random legal move; always
 * from a generator kept per match, so a test replays the same game.
 */
export function botMove(game: AnyGame, state: GameState, seat: number, rng: RngState, legal: unknown[]): unknown {
  if (game.botAction) return game.botAction(state, seat, legal, rng);
  return legal[nextInt(rng, legal.length)];
}
