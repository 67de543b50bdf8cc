import type { JSX } from 'preact';
import type { MatchSource, TableSnapshot, WireLog } from '../lib/source';

/** What the room page hands a game's table; the wing knows the view's and the moves' real types. */
export interface TableProps {
  source: MatchSource;
  snap: TableSnapshot;
  names: string[];
  /** Log lines from before this connection (fetched once on load). */
  history: WireLog[];
  title: string;
  /** The host's seat token, for handing an away player's seat to a bot. */
  hostToken: string | null;
}

/**
 * A game's part of the web client (`games/<id>/`): its table. Everything
 * else (rooms, lobby, connection, replays' frame) is shared and knows no game.
 */
export interface GameWing {
  Table: (props: TableProps) => JSX.Element;
}
