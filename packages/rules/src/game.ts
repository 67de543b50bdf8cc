import type { z } from 'zod';

/** Who is looking at a match. `omniscient` is for finished matches and tests only. */
export type Viewer = { kind: 'seat'; seat: number } | { kind: 'spectator' } | { kind: 'omniscient' };

/** One line of the game log, in plain words. Log lines only ever describe public facts. */
export interface LogLine {
  text: string;
  seat?: number;
  /** The card whose text is being carried out, if any. */
  card?: string;
}

/** A decision the engine is waiting for. `options` lists the legal answers. */
export interface Prompt<A = unknown> {
  seat: number;
  kind: string;
  /** A sentence for the player who owes the decision. */
  text: string;
  options: A[];
}

export interface ApplyOk<S> {
  ok: true;
  state: S;
  log: LogLine[];
  /**
   * True when this action cannot be taken back: it revealed hidden cards,
   * another seat answered a prompt, or the turn passed. Undo stops here.
   */
  barrier: boolean;
}

export interface ApplyError {
  ok: false;
  code: string;
  message: string;
}

export type ApplyResult<S> = ApplyOk<S> | ApplyError;

export interface SetupArgs<O> {
  seed: string;
  seats: number;
  options: O;
}

export interface Standing {
  seat: number;
  rank: number;
  score: number;
  wealth: number;
  breakdown: Record<string, number>;
}

export interface Outcome {
  standings: Standing[];
  winners: number[];
}

/** Derived data a game keeps for one match between calls (see GameModule.legalActions); opaque to callers. */
export type MatchMemo = { [key: string]: unknown };

/** The interface every game shares. All functions are pure; state is plain JSON. */
export interface GameModule<S, A, V, O> {
  id: string;
  rulesVersion: string;
  minSeats: number;
  maxSeats: number;
  optionsSchema: z.ZodType<O>;
  actionSchema: z.ZodType<A>;
  setup(args: SetupArgs<O>): S;
  prompts(state: S): Prompt<A>[];
  apply(state: S, seat: number, action: unknown): ApplyResult<S>;
  /**
   * Every legal action of `seat`. A caller that follows one match passes the
   * same `memo` (made as `{}`) to every call for it: the game may keep there
   * what it worked out for that match's earlier states, so that a server
   * running many matches at once does not redo it on every move. Only a cache:
   * the answer is the same with or without it.
   */
  legalActions(state: S, seat: number, memo?: MatchMemo): A[];
  /**
   * What `viewer` may see. The result may share objects with `state` and with
   * earlier views (states are never edited, so neither are views): treat it
   * as read-only. Sharing is what lets a diff skip everything unchanged.
   */
  view(state: S, viewer: Viewer): V;
  /**
   * The viewer who stands for `viewer`'s audience: its view of any state is
   * `viewer`'s own view in every member except the top-level `viewer`. All
   * seats and spectators of a game without secret hands share one audience,
   * so a server can build one view and one patch per move for all of them
   * instead of one per connection. A game with private hands returns the
   * viewer itself.
   */
  audience(viewer: Viewer): Viewer;
  outcome(state: S): Outcome | null;
  /** Whose move it is (the active seat, or a seat owing a prompt); empty when finished. */
  seatsToAct(state: S): number[];
}
