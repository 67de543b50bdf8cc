import type { PromptInfo, WireLog } from './source';

/**
 * One stored table for the dev pages (/dev/<gameId>/<name>): what a seat, or
 * a spectator, was told at a moment of a game the rules engine played. The
 * dev page wraps it in a match source and draws it with the wing's own table,
 * as a room would.
 */
export interface TableFixture<V = unknown, A = unknown> {
  view: V;
  /** The seat shown, null for a spectator. */
  seat: number | null;
  legal: A[];
  prompts: PromptInfo[];
  log: WireLog[];
  /** Display names by seat; their number is the table's. */
  names: string[];
  canUndo: boolean;
  /** The room's options, as the game parsed them. */
  options: Record<string, unknown>;
  /** True once the match is over (the room then shows its final scores). */
  finished: boolean;
}

/**
 * A wing's fixtures. Each game stores them in its own shape (see the
 * scripts that make them) and says here how a table is told one.
 */
export interface WingFixtures {
  /** The fixtures generated into the wing's folder, by name; none until they are generated. */
  stored(): Promise<Record<string, unknown>>;
  /** One of them, or one a browser test handed in, as a table is told it. */
  table(stored: unknown): TableFixture;
}

declare global {
  interface Window {
    /** Fixtures a browser test hands in before the page loads, by name, in the game's stored shape (instead of the generated file). */
    __fixtures?: Record<string, unknown>;
  }
}
