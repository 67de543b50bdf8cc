import { LEVEL_BUDGETS, nextInt, nextUint32, type BotLevel, type RngState } from '@sprawl/rules';
import type { ThinkPool } from './think-pool';
import type { AnyGame, GameState } from '../matches/games';

/**
 * The server's easy bot: the game's own bot policy when it has one
 * (GameModule.botAction), otherwise a uniformly random legal move; always
 * from a generator kept per match, so a test replays the same game.
 */
export function botMove(game: AnyGame, state: GameState, seat: number, rng: RngState, legal: unknown[]): unknown {
  if (game.botAction) return game.botAction(state, seat, legal, rng);
  return legal[nextInt(rng, legal.length)];
}

/**
 * A bot's move at its level. Normal and hard bots search in the think pool,
 * handed the seat's view only (the state stays here); the search's seed is
 * drawn from the match's bot generator, so a match replays the same while the
 * server is not so busy that searches are cut short (think-pool.ts). Whatever
 * the search cannot answer (a position the game cannot sample, a full queue,
 * a failed thread, a move no longer legal) is played by the easy bot.
 */
export async function levelledBotMove(
  game: AnyGame,
  state: GameState,
  seat: number,
  rng: RngState,
  legal: unknown[],
  level: BotLevel,
  pool: ThinkPool,
): Promise<unknown> {
  if (level === 'easy' || !game.bots) return botMove(game, state, seat, rng, legal);
  const seed = `${nextUint32(rng)}:${nextUint32(rng)}`;
  const view: unknown = game.view(state, { kind: 'seat', seat });
  const chosen = await pool.think({ gameId: game.id, view, seat, seed }, LEVEL_BUDGETS[level]);
  const key = chosen === null ? null : JSON.stringify(chosen);
  const legalMove = key === null ? undefined : legal.find((a) => JSON.stringify(a) === key);
  return legalMove ?? botMove(game, state, seat, rng, legal);
}
