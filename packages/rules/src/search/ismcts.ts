import type { GameModule, MatchMemo } from '../game';
import { nextInt, seedRng, type RngState } from '../rng';

/** How long a search may think: it stops at whichever comes first. */
export interface SearchBudget {
  iterations: number;
  /** A cap for a loaded machine; with the iterations a level is given it is not reached (docs/benchmarks-history.md), so a seed gives one move. */
  ms: number;
}

/** One of the searching seat's moves after a sequence of its earlier moves in this search. */
export interface SearchNode {
  /** Playouts that went through this move. */
  visits: number;
  /** Sum of the searching seat's results over those playouts (each 0 to 1). */
  total: number;
  /** Playouts in which this move was legal (ISMCTS: a move is not legal in every sampled state). */
  available: number;
  children: Map<string, SearchNode>;
  action: unknown;
}

/** Exploration weight of UCB1 for results between 0 and 1 (Cowling et al. use 0.7). */
const EXPLORATION = 0.7;

/**
 * Root moves whose mean results differ by less than this tell the search
 * nothing: a seat far behind (or far ahead) reads about the same share
 * whatever it does, and the most visited move is then an artefact of the
 * order moves are listed in. Urban Sprawl showed why that matters: four
 * such seats investing and drawing permits forever on a full board, none
 * building, so the Olympic Games never came up.
 */
const NO_SIGNAL = 1e-6;

const newNode = (action: unknown): SearchNode => ({ visits: 0, total: 0, available: 0, children: new Map(), action });

/** The seat's share of the win in a finished game: winners split 1. */
function shareOf(winners: number[], seat: number): number {
  return winners.includes(seat) ? 1 / winners.length : 0;
}

/**
 * Information-set Monte Carlo tree search from one seat (Cowling, Powley and
 * Whitehouse 2012, "single observer"), over the seat's view only. Every
 * iteration samples a full state the seat could not tell from the true one
 * (`bots.determinize`), walks the tree of this seat's own moves in it,
 * choosing by UCB1 among the moves legal in that sample, adds one new move,
 * and plays on with the game's simple policy (`botAction`, or random) for
 * every seat to the end, or to `horizon` moves and `evaluate`. The tree holds
 * only this seat's moves; rivals' moves come from the policy, so a rival's
 * sampled hand never steers the tree as if this seat could see it.
 *
 * When no move reads better than another (NO_SIGNAL), the seat plays the
 * simple policy in a sampled state instead. Returns null when the game
 * cannot sample this position (the caller then plays the simple policy).
 * Deterministic for a seed while the iterations, not the time cap, end the
 * search.
 */
export function searchMove<S, A, V, O>(
  game: GameModule<S, A, V, O>,
  view: V,
  seat: number,
  seed: string,
  budget: SearchBudget,
): A | null {
  const grown = grow(game, view, seat, seed, budget, true);
  if (grown === null) return null;
  if (grown.legal.length <= 1) return grown.legal[0] ?? null;
  if (!tellsApart(grown.root)) return policy(game, grown.sample, seat, grown.legal, grown.rng);
  return mostVisited(grown.root, grown.legal);
}

/** What a search grew from a seat's view: the tree of its moves, its moves legal in the first sample, and that sample. */
export interface Grown<S, A> {
  root: SearchNode;
  legal: A[];
  sample: S;
  /** The search's generator, as the playouts left it. */
  rng: RngState;
}

/**
 * The playouts of searchMove (see there), shared with the review's estimate
 * (estimate.ts). `onlyChoices`: stop after the first sample when the seat has
 * at most one move (a bot has nothing to choose); an estimate plays on, since
 * the share is what it wants. Null when the game cannot sample this position.
 */
export function grow<S, A, V, O>(
  game: GameModule<S, A, V, O>,
  view: V,
  seat: number,
  seed: string,
  budget: SearchBudget,
  onlyChoices: boolean,
): Grown<S, A> | null {
  const kit = game.bots;
  if (!kit) return null;
  const rng = seedRng(seed);
  const root = newNode(null);
  // One memo per search: a cache only (GameModule.legalActions), and samples share most of their board.
  const memo: MatchMemo = {};
  const horizon = kit.evaluate ? (kit.horizon ?? Infinity) : Infinity;
  const deadline = performance.now() + budget.ms;
  let rootLegal: A[] | null = null;
  let rootSample: S | null = null;
  for (let i = 0; i < budget.iterations; i++) {
    if (i > 0 && (i & 7) === 0 && performance.now() > deadline) break;
    let state = kit.determinize(view, seat, rng);
    if (state === null) return null;
    if (rootLegal === null) {
      rootLegal = game.legalActions(state, seat, memo);
      rootSample = state;
    }
    if (onlyChoices && rootLegal.length <= 1) break;
    const path: SearchNode[] = [root];
    let node = root;
    let inTree = true;
    let moves = 0;
    while (game.outcome(state) === null && moves < horizon) {
      const acting = game.seatsToAct(state);
      const mine = acting.includes(seat);
      const who = mine ? seat : acting[0];
      const legal = game.legalActions(state, who, memo);
      if (legal.length === 0) break;
      let action: A;
      if (mine && inTree) {
        const next = select(node, legal, rng);
        if (next.visits === 0) inTree = false;
        node = next;
        path.push(node);
        action = node.action as A;
      } else {
        action = policy(game, state, who, legal, rng);
      }
      // Quiet: nobody reads a playout's log, and putting it into words was about 15% of Urban Sprawl's search.
      const result = game.apply(state, who, action, true);
      if (!result.ok) throw new Error(`search: a legal move was refused (${result.code})`);
      state = result.state;
      moves++;
    }
    const outcome = game.outcome(state);
    const value = outcome ? shareOf(outcome.winners, seat) : kit.evaluate ? kit.evaluate(state)[seat] : 0;
    for (const n of path) {
      n.visits++;
      n.total += value;
    }
  }
  if (rootLegal === null || rootSample === null) return null;
  return { root, legal: rootLegal, sample: rootSample, rng };
}

/** Whether the playouts found any root move better than another. */
function tellsApart(root: SearchNode): boolean {
  let low = Infinity;
  let high = -Infinity;
  for (const child of root.children.values()) {
    if (child.visits === 0) continue;
    const mean = child.total / child.visits;
    if (mean < low) low = mean;
    if (mean > high) high = mean;
  }
  return high - low >= NO_SIGNAL;
}

/**
 * UCB1 over the moves legal in this sample, counting each move's chances by
 * the playouts in which it was available; a move never tried is tried first
 * (one drawn from the seeded generator, so a seed gives one search).
 */
function select(node: SearchNode, legal: unknown[], rng: RngState): SearchNode {
  const fresh: SearchNode[] = [];
  let best: SearchNode | null = null;
  let bestScore = -Infinity;
  for (const action of legal) {
    const key = JSON.stringify(action);
    let child = node.children.get(key);
    if (child === undefined) {
      child = newNode(action);
      node.children.set(key, child);
    }
    child.available++;
    if (child.visits === 0) {
      fresh.push(child);
      continue;
    }
    const score = child.total / child.visits + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  if (fresh.length > 0) return fresh[nextInt(rng, fresh.length)];
  return best as SearchNode;
}

/** The playout policy: the game's own simple bot, or a random legal move. */
function policy<S, A, V, O>(game: GameModule<S, A, V, O>, state: S, seat: number, legal: A[], rng: RngState): A {
  return game.botAction ? game.botAction(state, seat, legal, rng) : legal[nextInt(rng, legal.length)];
}

/** The root move tried most (the robust choice), among the moves legal now. */
export function mostVisited<A>(root: SearchNode, legal: A[]): A | null {
  let best: A | null = null;
  let visits = -1;
  for (const action of legal) {
    const child = root.children.get(JSON.stringify(action));
    const v = child?.visits ?? 0;
    if (v > visits) {
      visits = v;
      best = action;
    }
  }
  return best;
}
