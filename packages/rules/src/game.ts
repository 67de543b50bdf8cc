import type { z } from 'zod';
import type { RngState } from './rng';
import type { Locale, Params } from './words/message';
import type { Catalogue } from './words/render';

/** Who is looking at a match. `omniscient` is for finished matches and tests only. */
export type Viewer = { kind: 'seat'; seat: number } | { kind: 'spectator' } | { kind: 'omniscient' };

/**
 * What a player reads, as words of a catalogue: a message key and the values
 * it needs (see words/message.ts). `text` is its English rendering. Absent
 * on lines stored before words were data: their `text` is all there is.
 */
export interface Worded {
  key?: string;
  params?: Params;
}

/** One line of the game log, in plain words. Log lines only ever describe public facts. */
export interface LogLine extends Worded {
  /** In English. Seats appear as {s0}, {s1}...: clients put the players' names there. */
  text: string;
  seat?: number;
  /** The card whose text is being carried out, if any. */
  card?: string;
}

/** A decision the engine is waiting for. `options` lists the legal answers. */
export interface Prompt<A = unknown> extends Worded {
  seat: number;
  kind: string;
  /** A sentence for the player who owes the decision, in English. */
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

/** A refused move: a stable code for programs, and words for the player (`message` in English). */
export interface ApplyError<C extends string = string> extends Worded {
  ok: false;
  /** One of the game's refusal codes (each game exports their union: UrRefusal, UsRefusal, HushRefusal). */
  code: C;
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
  /** 1 for the winners; seats with equal score and tiebreak share a rank. */
  rank: number;
  score: number;
  /**
   * What decides between equal scores, higher first (Urban Sprawl: wealth).
   * A game without a tiebreak puts 0 everywhere. The lobby names it with
   * `GameModule.scoring.tiebreak`.
   */
  tiebreak: number;
  /** How the score was made up, by part; the parts' labels are in `GameModule.scoring.parts`. */
  breakdown: Record<string, number>;
}

export interface Outcome {
  standings: Standing[];
  winners: number[];
}

/**
 * One option of a game as the lobby shows it: plain JSON, so a server can
 * send it and a page can draw a form without knowing the game. The value a
 * player picks is put under `key` in the options given to `optionsSchema`.
 */
export interface OptionField {
  key: string;
  label: string;
  choices: { value: string | number | boolean; label: string }[];
  default: string | number | boolean;
}

/** A named number per seat that replay lists and score charts follow over a match. */
export interface SummarySeries {
  key: string;
  label: string;
}

/**
 * The public facts of one step, for replay lists and charts. `scores[seat]`
 * holds one number per series key of `GameModule.summarySeries`. It is
 * shown to everyone, so it never holds anything hidden.
 */
export interface StepSummary {
  /** The game's own count of rounds or turns, 1 at the start. */
  turn: number;
  /** The seats the game waits for (several when decisions are simultaneous). */
  waitingFor: number[];
  scores: Record<string, number>[];
}

/** Labels for an outcome, so a results table needs no game-specific words. */
export interface ScoringLabels {
  score: string;
  /** What `Standing.tiebreak` counts; absent when the game has no tiebreak. */
  tiebreak?: string;
  /** Labels of the `Standing.breakdown` keys. */
  parts: Record<string, string>;
}

/** Derived data a game keeps for one match between calls (see GameModule.legalActions); opaque to callers. */
export type MatchMemo = { [key: string]: unknown };

/**
 * What a game gives the search bot (search/ismcts.ts), which otherwise knows
 * the game only through `legalActions`, `apply`, `seatsToAct` and `outcome`.
 * The bot is handed a seat's view, never the true state: it plays out many
 * full states that this seat could not tell from the true one and keeps the
 * move that did best across them.
 */
export interface BotKit<S, V> {
  /**
   * A full state that looks to `seat` exactly as `view` does (its view of
   * the result equals `view`), with every hidden part (others' hands, pile
   * order, the generator) drawn from `rng`. Null when the view alone cannot
   * rebuild the position (an engine paused inside a card effect): the bot
   * then plays the game's simple policy for this decision.
   */
  determinize(view: V, seat: number, rng: RngState): S | null;
  /**
   * A cheap guess of each seat's share of the win from `state`, 0 to 1 per
   * seat. With it a playout stops after `horizon` moves; without it, it runs
   * to the end of the game.
   */
  evaluate?(state: S): number[];
  /** Moves a playout runs before `evaluate` is asked (ignored without it). */
  horizon?: number;
}

/** The interface every game shares. All functions are pure; state is plain JSON. */
export interface GameModule<S, A, V, O> {
  /** Stable id, stored with rooms, matches and replay files; never renamed. */
  id: string;
  /** The name people see. */
  title: string;
  /** The name in a language whose edition calls the game otherwise (Agglomerato Urbano); `title` in any other. */
  titles?: Partial<Record<Locale, string>>;
  /**
   * The game's words by language (log lines, prompts, refusals, endings,
   * card names and texts), ICU MessageFormat by key; every language has
   * every key. The shared `words.` keys are not repeated here.
   */
  messages: Record<Locale, Catalogue>;
  rulesVersion: string;
  minSeats: number;
  maxSeats: number;
  /** Parses what the lobby sends; every option has a default, so `{}` gives the standard game. */
  optionsSchema: z.ZodType<O>;
  /** The same options as labelled choices, for a lobby form (the contract test checks they agree). */
  optionsForm: OptionField[];
  actionSchema: z.ZodType<A>;
  scoring: ScoringLabels;
  /** The series `summary` fills, in the order a chart shows them. */
  summarySeries: SummarySeries[];
  /** The public facts of `state` for a replay's step list and score chart. */
  summary(state: S): StepSummary;
  setup(args: SetupArgs<O>): S;
  prompts(state: S): Prompt<A>[];
  /**
   * `quiet`: the caller will not read the log (a search's playouts), so the
   * game may leave it empty rather than put its lines into words.
   */
  apply(state: S, seat: number, action: unknown, quiet?: boolean): ApplyResult<S>;
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
  /**
   * Every seat the game waits for: the active seat, or all seats owing a
   * prompt (several at once for simultaneous decisions); empty when finished.
   */
  seatsToAct(state: S): number[];
  /**
   * What a seat's open decision is, as a string, so that a server can take a
   * move made on a table that has since moved on: the move is taken if the
   * seat has not moved since, its decision then and now have the same key,
   * and the move is legal now. Several seats deciding at once (sealed bids,
   * answers owed by several players) then no longer refuse each other.
   * Without it the key is the seat's prompts as JSON (see decisionKeyOf); a
   * game whose decision can change while its prompts read the same folds
   * what matters into the key, and null means "only a move on the current
   * table counts".
   */
  decisionKey?(state: S, seat: number): string | null;
  /**
   * How a computer player of this game picks one of `legal` (never empty) for
   * `seat`, drawing chance only from `rng`. Without it a caller picks at
   * random among `legal` (see testing/random-play.ts).
   */
  botAction?(state: S, seat: number, legal: A[], rng: RngState): A;
  /** How the search bot samples what a seat cannot see; without it, every level plays `botAction`. */
  bots?: BotKit<S, V>;
  /**
   * Whether a finished match may be reviewed with each seat's chances as the
   * hard bot sees them (search/estimate.ts): only a game whose hard bot is
   * measured to play well, or the review would teach its mistakes. Needs `bots`.
   */
  offersReview?: boolean;
  /**
   * Words for a move whose log is empty (a step of a longer action, or a
   * choice only its seat sees), as the log would say it. A hint or a review
   * shows a move that was not played, so it cannot wait for the log. A game
   * that offers review words every such move (a test holds it).
   */
  moveWords?(state: S, seat: number, action: A): LogLine[];
  /**
   * How a state of these rules looked to an older rules version (null when
   * it cannot tell). A game whose newer rules add keys to its states gives
   * this, so that a match recorded by that version, whose moves give the same
   * game today, still matches its stored position hashes.
   */
  stateAsRecordedBy?(state: S, rulesVersion: string): S | null;
}

/** What a move says: its log when it writes one, else the game's words for it (GameModule.moveWords). */
export function wordsOfMove<S, A>(
  game: Pick<GameModule<S, A, unknown, unknown>, 'moveWords'>,
  state: S,
  seat: number,
  action: A,
  log: LogLine[],
): LogLine[] {
  if (log.length > 0) return log;
  return game.moveWords?.(state, seat, action) ?? [];
}

/**
 * A seat's open decision as a string (GameModule.decisionKey, or its
 * prompts as JSON); null when the seat owes no decision.
 */
export function decisionKeyOf<S>(
  game: Pick<GameModule<S, unknown, unknown, unknown>, 'prompts' | 'decisionKey'>,
  state: S,
  seat: number,
): string | null {
  if (game.decisionKey) return game.decisionKey(state, seat);
  const own = game.prompts(state).filter((p) => p.seat === seat);
  return own.length === 0 ? null : JSON.stringify(own);
}
