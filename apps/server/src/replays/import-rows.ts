import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';

/** An imported match's room, finished, with the file's names in its seats; only the importer's seat (0, the host) has a token. */
export interface ImportedRoom extends RowOf<'rooms', 'id' | 'invite_code' | 'game' | 'seat_count'> {
  /** Written as JSON text, as the game's options schema parsed them. */
  options: unknown;
  seats: { name: string | null; bot: boolean }[];
  hostTokenHash: string;
}

/** The imported match, finished: its version is the file's length, so match_now need not look past its row. */
export interface ImportedMatch extends RowOf<
  'matches',
  'id' | 'room_id' | 'game' | 'rules_version' | 'seed' | 'seat_count' | 'version'
> {
  /** Written as JSON text. */
  options: unknown;
  result: unknown;
}

/** One step of the log as the import checked it. */
export type ImportedAction = RowOf<'actions', 'seq' | 'seat' | 'kind' | 'payload' | 'log' | 'state_hash'>;

// Times are written as the UTC the columns hold (as Prisma's DateTime did), whatever the database's time zone.
const roomWritten = prepare(
  'import-room',
  (
    id: string,
    inviteCode: string,
    game: string,
    seatCount: number,
    options: string,
    seats: string,
    hostTokenHash: string,
  ) => sql`
    WITH room AS (
      INSERT INTO rooms (id, invite_code, game, seat_count, options, status, created_at)
      VALUES (${id}, ${inviteCode}, ${game}, ${seatCount}, ${options}::jsonb, 'finished', (now() AT TIME ZONE 'UTC')))
    INSERT INTO seats (room_id, index, name, token_hash, is_host, is_bot, joined_at)
    SELECT ${id}, s.i - 1, s.name, CASE WHEN s.i = 1 THEN ${hostTokenHash} END, s.i = 1, s.bot,
      CASE WHEN s.i = 1 THEN (now() AT TIME ZONE 'UTC') END
    FROM ROWS FROM (jsonb_to_recordset(${seats}::jsonb) AS (name text, bot boolean)) WITH ORDINALITY AS s(name, bot, i)`,
);

const matchWritten = prepare(
  'import-match',
  (
    id: string,
    roomId: string,
    game: string,
    rulesVersion: string,
    seed: string,
    options: string,
    seatCount: number,
    version: number,
    result: string,
  ) => sql`
    INSERT INTO matches (id, room_id, game, rules_version, seed, options, seat_count, version, status, result, finished_at, imported, created_at)
    VALUES (${id}, ${roomId}, ${game}, ${rulesVersion}, ${seed}, ${options}::jsonb, ${seatCount}, ${version}, 'finished',
      ${result}::jsonb, (now() AT TIME ZONE 'UTC'), true, (now() AT TIME ZONE 'UTC'))`,
);

const actionsWritten = prepare(
  'import-actions',
  (matchId: string, rows: string) => sql`
    INSERT INTO actions (match_id, seq, seat, kind, payload, log, state_hash, created_at)
    SELECT ${matchId}, a.seq, a.seat, a.kind, COALESCE(a.payload, 'null'::jsonb), a.log, a."stateHash", (now() AT TIME ZONE 'UTC')
    FROM jsonb_to_recordset(${rows}::jsonb) AS a(seq int, seat int, kind text, payload jsonb, log jsonb, "stateHash" text)`,
);

const snapshotWritten = prepare(
  'import-snapshot',
  (matchId: string, version: number, state: string) => sql`
    INSERT INTO snapshots (match_id, version, state, created_at) VALUES (${matchId}, ${version}, ${state}::jsonb, (now() AT TIME ZONE 'UTC'))`,
);

export async function writeRoom(tx: Queryable, room: ImportedRoom): Promise<void> {
  await roomWritten(
    tx,
    room.id,
    room.inviteCode,
    room.game,
    room.seatCount,
    JSON.stringify(room.options),
    JSON.stringify(room.seats),
    room.hostTokenHash,
  );
}

export async function writeMatch(tx: Queryable, match: ImportedMatch): Promise<void> {
  await matchWritten(
    tx,
    match.id,
    match.roomId,
    match.game,
    match.rulesVersion,
    match.seed,
    JSON.stringify(match.options),
    match.seatCount,
    match.version,
    JSON.stringify(match.result),
  );
}

/**
 * Some of the log's rows, in one statement: sent as one JSON text that
 * PostgreSQL takes apart. A JSON null payload (an undo's) comes out of it as
 * SQL NULL, and is stored as JSON null again, as a move's is (matches/commit.ts).
 */
export async function writeActions(tx: Queryable, matchId: string, rows: ImportedAction[]): Promise<void> {
  await actionsWritten(tx, matchId, JSON.stringify(rows));
}

export async function writeSnapshot(tx: Queryable, matchId: string, version: number, state: unknown): Promise<void> {
  await snapshotWritten(tx, matchId, version, JSON.stringify(state));
}
