import { sql, type RawBuilder } from 'kysely';
import { recordStart } from '../db/notify-records';

/** A new match as it is written: its rows' values, made before the statement that writes them (MatchStore.newMatch). */
export interface NewMatch {
  id: string;
  roomId: string;
  gameId: string;
  rulesVersion: string;
  seed: string;
  /** The options as the game's schema parsed them, as JSON. */
  options: string;
  seatCount: number;
  forkedFrom: string | null;
  /** The seats to act first (game.seatsToAct). */
  deciding: number[];
  moveSeconds: number | null;
  /** The first snapshot, as JSON. */
  state: string;
  /** Holds the match in memory: called once the statement that wrote it committed. */
  install: () => void;
}

/** Who sits where for the match's row, which seats are bots (they get no deadline), and whether anything is written at all. */
export interface NewMatchContext {
  players: RawBuilder<unknown>;
  bots: RawBuilder<number[]>;
  write: RawBuilder<boolean>;
}

/**
 * The CTEs that write a new match (`m`, `d`, `o`, `sn`): its row, (across
 * days) its people's deadlines, whom to tell (db/notify-records.ts) and its
 * first snapshot, written only where `context.write` holds. `m` and `d`
 * return what the room's status shows of them (start-in-one.ts reads it). One text for the
 * statement that writes a match alone (match-store.ts) and the start that
 * writes it with the room's change (rooms/table/start-in-one.ts).
 */
export const newMatchWrites = (match: Omit<NewMatch, 'install'>, event: string, context: NewMatchContext) => sql`
    m AS (
      INSERT INTO matches (id, room_id, game, rules_version, seed, options, seat_count, forked_from, deciding, move_seconds, players, created_at, moved_at)
      SELECT ${match.id}::text, ${match.roomId}::text, ${match.gameId}::text, ${match.rulesVersion}::text, ${match.seed}::text, ${match.options}::jsonb, ${match.seatCount}::int,
        ${match.forkedFrom}::text, ${match.deciding}::int[], ${match.moveSeconds}::int, ${context.players},
        clock_timestamp() AT TIME ZONE 'UTC', clock_timestamp() AT TIME ZONE 'UTC'
      WHERE ${context.write}
      RETURNING id, status, imported, forked_from, created_at, moved_at, more_time),
    d AS (
      INSERT INTO deadlines (match_id, seat, due_at)
      SELECT ${match.id}::text, seat, (now() AT TIME ZONE 'UTC') + ${match.moveSeconds}::int * interval '1 second' FROM unnest(${match.deciding}::int[]) AS seat
      WHERE ${match.moveSeconds}::int IS NOT NULL AND ${context.write} AND NOT (seat = ANY(${context.bots}))
      RETURNING seat, due_at, overdue),
    o AS (${recordStart(match.id, match.roomId, match.deciding, event, context.write)}),
    sn AS (INSERT INTO snapshots (match_id, version, state) SELECT ${match.id}::text, 0, ${match.state}::jsonb WHERE ${context.write})`;
