import type { ComponentChildren, JSX } from 'preact';
import type { MatchSource, TableSnapshot, WireLog } from './source';
import type { WingFixtures } from './fixture';
import type { Words } from '../i18n/i18n';

/**
 * What a page hands a game's table, the same for every wing and every page
 * (a room, a dev fixture). Shared code passes it untyped; a wing, which knows
 * its view's and its moves' real types, may read it as `TableProps<V, A>`.
 */
export interface TableProps<V = unknown, A = unknown> {
  source: MatchSource<V, A>;
  snap: TableSnapshot<V, A>;
  names: string[];
  /**
   * The match's whole log, oldest first: lines from before this page was
   * opened, the live ones, and the room's own events (a player leaving, a bot
   * playing for them) where they happened.
   */
  log: WireLog[];
  title: string;
}

/** What the replay viewer hands a game's replay table: one stored step's view, read-only. */
export interface ReplayTableProps {
  /** The view at this step, as the game's `view` made it for a spectator, or omniscient once the match has finished. */
  view: unknown;
  names: string[];
  /** The step this view belongs to. */
  step: number;
  /** True while the view of the wanted step is still being fetched (this one is the previous). */
  loading: boolean;
  /** The log around the step, placed beside the table. */
  left?: ComponentChildren;
  /** The score chart and the fork panel. */
  right?: ComponentChildren;
}

/**
 * A game's part of the web client as the registry holds it
 * (`games/<id>/index.ts`): small enough for the first page, which
 * downloads none of what it names until a page needs it. Every wing has
 * the same shape: `index.ts` (this), `wing.tsx` (its `GameWing`),
 * `Table.tsx` (the table in a room), `ui-en.ts`/`ui-it.ts` (its words).
 */
export interface WingEntry {
  /** The wing's own words and its game's, fetched in the page's language before the wing's modules run. */
  words?: Words;
  /** Each seat's colour at this game's table, when it differs from the platform's (lib/seat-colours.ts). */
  seatColours?: readonly string[];
  /** The table and the replay table. */
  wing: () => Promise<GameWing>;
  /** The game's rules reference for /rules/<gameId>: how to play and every card, each openable in full. */
  reference?: () => Promise<() => JSX.Element>;
}

/**
 * A game's part of the web client (`games/<id>/`): its table, and how a
 * stored step of it is drawn in the replay viewer. Everything else (rooms,
 * lobby, connection, the replay viewer's frame) is shared and knows no game.
 */
export interface GameWing {
  Table: (props: TableProps) => JSX.Element;
  /** The replay viewer's table for one step. */
  ReplayTable: (props: ReplayTableProps) => JSX.Element;
  /** A few words on whose turn it is at that step, for the replay header. */
  ReplayStatus?: (props: { view: unknown; names: string[] }) => JSX.Element;
  /**
   * The wing's stored tables for the dev pages (/dev/<gameId>/<name>); loaded
   * on demand, so that the fixtures stay out of the bundle players download.
   */
  fixtures?: () => Promise<WingFixtures>;
}
