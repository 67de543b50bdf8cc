import type { GameModule } from '../game';
import { grow, mostVisited, type SearchBudget } from './ismcts';

/** What one of a seat's moves was expected to be worth: its mean share of the win over the playouts that tried it. */
export interface MoveValue<A> {
  action: A;
  /** 0 to 1; null when no playout tried the move (more moves than the budget's iterations). */
  value: number | null;
  visits: number;
}

/** A seat's chances as the hard bot's search sees them from that seat's view. */
export interface Estimate<A> {
  /**
   * The seat's expected share of the win, 0 to 1: what its best move is
   * worth when it decides now, otherwise the mean of every playout (its
   * later decisions are searched in them all the same).
   */
  chance: number;
  /** The move the bot would play (the most tried); null when the seat has no decision now. */
  best: A | null;
  /** Every move legal to the seat now, with its value; empty when it has no decision. */
  moves: MoveValue<A>[];
}

/**
 * A seat's chance of winning from its own view only, by the search the bots
 * play with (ismcts.ts): the view is all it is given, so what the seat could
 * not see at that moment cannot move its estimate. Null when the game cannot
 * sample this position (no bot kit, or an engine paused inside a card effect).
 */
export function estimateChances<S, A, V, O>(
  game: GameModule<S, A, V, O>,
  view: V,
  seat: number,
  seed: string,
  budget: SearchBudget,
): Estimate<A> | null {
  const grown = grow(game, view, seat, seed, budget, false);
  if (grown === null || grown.root.visits === 0) return null;
  const { root, legal } = grown;
  const moves = legal.map((action) => {
    const child = root.children.get(JSON.stringify(action));
    const visits = child?.visits ?? 0;
    return { action, visits, value: child && visits > 0 ? child.total / visits : null };
  });
  const best = legal.length > 0 ? mostVisited(root, legal) : null;
  const bestValue = moves.find((m) => m.action === best)?.value ?? null;
  return { chance: bestValue ?? root.total / root.visits, best, moves };
}

/**
 * What `estimate.moves` says of one move, or null when it is not among them.
 * The move may come from a store that gave its keys back in another order
 * (PostgreSQL's jsonb does): moves are the same when their values are.
 */
export function valueOf<A>(estimate: Estimate<A>, action: unknown): MoveValue<A> | null {
  const key = moveKey(action);
  return estimate.moves.find((m) => moveKey(m.action) === key) ?? null;
}

/** Whether two moves are the same move, whatever the order of their keys. */
export const sameMove = (a: unknown, b: unknown): boolean => moveKey(a) === moveKey(b);

/** A move as JSON text with its objects' keys in order. */
function moveKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
