import type { Pool } from 'pg';
import { createPool } from '../src/db/pool';
import { batchRows, commitRows, type CommitArgs } from '../src/matches/commit';
import { freshDatabase } from './support/database';

/**
 * A lone move has a statement of its own (commit-one.ts), leaner than the
 * batch's: these hold it to the batch statement's every answer and row.
 */
describe('a lone move', () => {
  let pool: Pool;

  beforeAll(async () => {
    pool = createPool(await freshDatabase());
    await pool.query(`INSERT INTO rooms (id, invite_code, game, seat_count, status) VALUES
      ('lone', 'invite-lone', 'urban-sprawl', 2, 'playing'), ('batch', 'invite-batch', 'urban-sprawl', 2, 'playing')`);
    // Seat 0 a person, seat 1 a bot, in both rooms.
    await pool.query(`INSERT INTO seats (room_id, index, name, is_bot) VALUES
      ('lone', 0, 'Ada', false), ('lone', 1, 'Bot', true), ('batch', 0, 'Ada', false), ('batch', 1, 'Bot', true)`);
    for (const room of ['lone', 'batch'])
      await pool.query(
        `INSERT INTO matches (id, room_id, game, rules_version, seed, options, seat_count, deciding)
         VALUES ($1, $1, 'urban-sprawl', '1', 's', '{}', 2, '{0}'), ($1 || '-ended', $1, 'urban-sprawl', '1', 's', '{}', 2, '{0}')`,
        [room],
      );
    await pool.query(`UPDATE matches SET status = 'finished' WHERE id LIKE '%-ended'`);
  });

  afterAll(async () => {
    await pool.end();
  });

  const move = (matchId: string, fromVersion: number, extra: Partial<CommitArgs> = {}): CommitArgs => ({
    matchId,
    fromVersion,
    seat: 0,
    kind: 'move',
    payload: { type: 'endTurn', n: fromVersion },
    clientSeq: fromVersion + 1,
    log: [{ text: `move ${fromVersion}` }],
    stateHash: `h${fromVersion}`,
    result: null,
    snapshot: null,
    deciding: [1, 0],
    moveMs: null,
    byBot: false,
    ...extra,
  });

  /** The same sequence of writes, each alone, to `room`'s matches, by the given statement; each one's answer. */
  async function play(
    room: string,
    rows: (batch: CommitArgs[], announceAs: string | null) => { name: string; text: string; values: unknown[] },
  ): Promise<boolean[]> {
    const writes = [
      move(room, 0),
      // Stale: the match is at 1 now.
      move(room, 0, { clientSeq: 9 }),
      // An undo: no payload, no client number.
      move(room, 1, { kind: 'undo', payload: null, clientSeq: null }),
      // A bot's move for a seat the server plays, then for a person's seat (taken back): only the first is written.
      move(room, 2, { seat: 1, byBot: true }),
      move(room, 3, { seat: 0, byBot: true }),
      // Ahead of the log.
      move(room, 7),
      move(`${room}-ended`, 0),
      move(room, 3, { deciding: [] }),
    ];
    const answers: boolean[] = [];
    for (const w of writes) answers.push((await pool.query(rows([w], 'server-a'))).rows.length === 1);
    return answers;
  }

  test('is written by its own statement', () => {
    expect(commitRows([move('lone', 0)], null).name).toBe('commit-one-action');
    expect(commitRows([move('lone', 0)], 'server-a').name).toBe('commit-one-action');
    // Not a move that brings the row up to date: a snapshot, a deadline or the end goes by the batch statement.
    expect(commitRows([move('lone', 0, { snapshot: {} })], null).name).toBe('commit-actions');
    expect(commitRows([move('lone', 0, { moveMs: 1000 })], null).name).toBe('commit-actions');
    expect(commitRows([move('lone', 0, { result: { winner: 0 } })], null).name).toBe('commit-actions');
    expect(commitRows([move('lone', 0), move('lone', 1)], null).name).toBe('commit-actions');
  });

  test('gives the batch statement’s answers and writes its rows', async () => {
    const lone = await play('lone', commitRows);
    const batch = await play('batch', batchRows);
    expect(lone).toEqual([true, false, true, true, false, false, false, true]);
    expect(lone).toEqual(batch);
    const read = async (room: string) =>
      (
        await pool.query(
          `SELECT seq, seat, kind, payload, payload IS NULL AS sql_null, client_seq, log, state_hash, deciding
           FROM actions WHERE match_id LIKE $1 || '%' ORDER BY match_id, seq`,
          [room],
        )
      ).rows;
    const written = await read('lone');
    expect(written).toEqual(await read('batch'));
    expect(written.map((a) => [a.seq, a.kind, a.payload, a.sql_null, a.client_seq])).toEqual([
      [1, 'move', { type: 'endTurn', n: 0 }, false, 1],
      [2, 'undo', null, false, null],
      [3, 'move', { type: 'endTurn', n: 2 }, false, 3],
      [4, 'move', { type: 'endTurn', n: 3 }, false, 4],
    ]);
    const now = await pool.query(
      `SELECT id, version, deciding FROM match_now WHERE id IN ('lone', 'batch') ORDER BY id`,
    );
    expect(now.rows).toEqual([
      { id: 'batch', version: 4, deciding: [] },
      { id: 'lone', version: 4, deciding: [] },
    ]);
  });
});
