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

/** A seat the bots play that the game waits for, with its moves and level. */
export interface OwedSeat {
  seat: number;
  legal: unknown[];
  level: BotLevel;
}

/**
 * The bots' moves at their levels, one per seat the game waits for at once
 * (a simultaneous decision): their searches run side by side in the think
 * pool, so three bots at a table answer in the time of one. Normal and hard
 * bots search handed the seat's view only (the state stays here); each
 * search's seed is drawn from the match's bot generator in seat order, and
 * any easy move and fallback too, so a match replays the same while the
 * server is not so busy that searches are cut short (think-pool.ts).
 * Whatever a search cannot answer (a position the game cannot sample, a full
 * queue, a failed thread, a move no longer legal) is played by the easy bot.
 */
export async function levelledBotMoves(
  game: AnyGame,
  state: GameState,
  owed: readonly OwedSeat[],
  rng: RngState,
  pool: ThinkPool,
): Promise<unknown[]> {
  const easy = (o: OwedSeat) => botMove(game, state, o.seat, rng, o.legal);
  // In seat order: an easy seat's move now, a searching seat's seed now and its search in the pool.
  const searches: Promise<unknown>[] = [];
  const easyMoves = new Map<number, unknown>();
  for (const [i, o] of owed.entries()) {
    if (o.level === 'easy' || !game.bots) {
      easyMoves.set(i, easy(o));
      searches.push(Promise.resolve(null));
      continue;
    }
    const seed = `${nextUint32(rng)}:${nextUint32(rng)}`;
    const view: unknown = game.view(state, { kind: 'seat', seat: o.seat });
    searches.push(pool.think({ gameId: game.id, view, seat: o.seat, seed }, LEVEL_BUDGETS[o.level]));
  }
  const found = await Promise.all(searches);
  return owed.map((o, i) => {
    if (easyMoves.has(i)) return easyMoves.get(i);
    const key = found[i] === null ? null : JSON.stringify(found[i]);
    return (key === null ? undefined : o.legal.find((a) => JSON.stringify(a) === key)) ?? easy(o);
  });
}
