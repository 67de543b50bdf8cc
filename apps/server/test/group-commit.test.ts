import { createPool } from '../src/db/pool';
import { connectPrisma } from '../src/db/prisma';
import type { CommitArgs } from '../src/matches/commit';
import { GroupCommit } from '../src/matches/group-commit';
import { noMoveMetrics } from '../src/metrics';
import { freshDatabase } from './support/database';

describe('group commit', () => {
  test('moves of several matches in one statement: each gets its own answer, a stale one writes nothing', async () => {
    const pool = createPool(await freshDatabase());
    const db = connectPrisma(pool);
    try {
      await db.room.create({
        data: {
          id: 'r1',
          inviteCode: 'invite-group-commit',
          game: 'urban-sprawl',
          seatCount: 2,
          options: { variant: 'standard' },
        },
      });
      for (const id of ['a', 'b', 'c']) {
        await db.match.create({
          data: { id, roomId: 'r1', game: 'urban-sprawl', rulesVersion: '1', seed: 's', options: {}, seatCount: 2 },
        });
      }
      const move = (matchId: string, fromVersion: number, extra: Partial<CommitArgs> = {}): CommitArgs => ({
        matchId,
        fromVersion,
        seat: 0,
        kind: 'move',
        payload: { type: 'endTurn' },
        clientSeq: 1,
        log: [{ text: 'x' }],
        stateHash: 'h',
        result: null,
        snapshot: null,
        deciding: [0],
        moveMs: null,
        byBot: false,
        ...extra,
      });
      // One slot: the first move goes alone, the next four wait and go together (two of them for match a).
      const commits = new GroupCommit(pool, null, 1);
      const answers = await Promise.all([
        commits.commit(move('a', 0)),
        commits.commit(move('a', 1)),
        commits.commit(
          move('b', 0, { kind: 'undo', payload: null, clientSeq: null, snapshot: { s: 1 }, result: { winner: 0 } }),
        ),
        commits.commit(move('c', 5)),
        commits.commit(move('a', 2)),
      ]);
      expect(answers).toEqual([true, true, true, false, true]);
      // As the log says (match_now)...
      const now = await pool.query(`SELECT id, version, status, deciding FROM match_now ORDER BY id`);
      expect(now.rows.map((m) => [m.id, m.version, m.status, m.deciding])).toEqual([
        ['a', 3, 'running', [0]],
        ['b', 1, 'finished', [0]],
        ['c', 0, 'running', []],
      ]);
      // ...while a move writes only its action row: a's row was never rewritten, b's was brought up to date by its end.
      const matches = await db.match.findMany({ orderBy: { id: 'asc' } });
      expect(matches.map((m) => [m.id, m.version, m.status, m.movedAt === null])).toEqual([
        ['a', 0, 'running', true],
        ['b', 1, 'finished', false],
        ['c', 0, 'running', true],
      ]);
      expect(matches[1].result).toEqual({ winner: 0 });
      const actions = await db.action.findMany({ orderBy: [{ matchId: 'asc' }, { seq: 'asc' }] });
      expect(actions.map((a) => [a.matchId, a.seq])).toEqual([
        ['a', 1],
        ['a', 2],
        ['a', 3],
        ['b', 1],
      ]);
      // As a single insert stored them: a JSON null payload is a jsonb null, not SQL NULL.
      const raw = await pool.query(
        `SELECT payload IS NULL AS sql_null, jsonb_typeof(payload) AS t, client_seq FROM actions WHERE match_id = 'b'`,
      );
      expect(raw.rows).toEqual([{ sql_null: false, t: 'null', client_seq: null }]);
      expect((await db.snapshot.findMany()).map((s) => [s.matchId, s.version, s.state])).toEqual([['b', 1, { s: 1 }]]);
    } finally {
      await db.$disconnect();
    }
  });

  test('one move the database refuses fails alone: the other matches in its batch are written', async () => {
    const pool = createPool(await freshDatabase());
    const db = connectPrisma(pool);
    try {
      await db.room.create({
        data: {
          id: 'r1',
          inviteCode: 'invite-group-poison',
          game: 'urban-sprawl',
          seatCount: 2,
          options: { variant: 'standard' },
        },
      });
      for (const id of ['a', 'b', 'c', 'd', 'e']) {
        await db.match.create({
          data: { id, roomId: 'r1', game: 'urban-sprawl', rulesVersion: '1', seed: 's', options: {}, seatCount: 2 },
        });
      }
      const move = (matchId: string, clientSeq: number): CommitArgs => ({
        matchId,
        fromVersion: 0,
        seat: 0,
        kind: 'move',
        payload: { type: 'endTurn' },
        clientSeq,
        log: [{ text: 'x' }],
        stateHash: 'h',
        result: null,
        snapshot: null,
        deciding: [0],
        moveMs: null,
        byBot: false,
      });
      // One slot and a first move to hold it, so that the next four wait and go as one statement.
      const commits = new GroupCommit(pool, null, 1);
      const answers = await Promise.allSettled([
        commits.commit(move('a', 1)),
        commits.commit(move('b', 1)),
        // Past the 32-bit column: the statement holding it fails as a whole.
        commits.commit(move('c', 2 ** 31)),
        commits.commit(move('d', 1)),
        commits.commit(move('e', 1)),
      ]);
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(
        answers.filter((a) => a.status === 'fulfilled').map((a) => (a as PromiseFulfilledResult<boolean>).value),
      ).toEqual([true, true, true, true]);
      const versions = (await pool.query(`SELECT id, version FROM match_now ORDER BY id`)).rows;
      expect(versions).toEqual([
        { id: 'a', version: 1 },
        { id: 'b', version: 1 },
        { id: 'c', version: 0 },
        { id: 'd', version: 1 },
        { id: 'e', version: 1 },
      ]);
    } finally {
      await db.$disconnect();
    }
  });

  test('under load a statement waits for the moves that follow within the gathering time; a lone match and a quiet server send at once', async () => {
    const pool = createPool(await freshDatabase());
    const db = connectPrisma(pool);
    try {
      await db.room.create({
        data: {
          id: 'r1',
          inviteCode: 'invite-group-gather',
          game: 'urban-sprawl',
          seatCount: 2,
          options: { variant: 'standard' },
        },
      });
      for (const id of ['a', 'b', 'c', 'd']) {
        await db.match.create({
          data: { id, roomId: 'r1', game: 'urban-sprawl', rulesVersion: '1', seed: 's', options: {}, seatCount: 2 },
        });
      }
      const move = (matchId: string): CommitArgs => ({
        matchId,
        fromVersion: 0,
        seat: 0,
        kind: 'move',
        payload: { type: 'endTurn' },
        clientSeq: 1,
        log: [{ text: 'x' }],
        stateHash: 'h',
        result: null,
        snapshot: null,
        deciding: [0],
        moveMs: null,
        byBot: false,
      });
      const batches: number[] = [];
      const metrics = { ...noMoveMetrics, committed: (moves: number) => batches.push(moves) };
      const gatherMs = 300;
      const commits = new GroupCommit(pool, null, 2, 200, metrics, gatherMs);
      const started = performance.now();
      const first = commits.commit(move('a'));
      await new Promise((r) => setTimeout(r, 20));
      // Two slots are free, yet b and c wait for the gathering time to pass since a went out, and go together.
      const [b, c] = await Promise.all([commits.commit(move('b')), commits.commit(move('c'))]);
      const together = performance.now() - started;
      expect([await first, b, c]).toEqual([true, true, true]);
      expect(together).toBeGreaterThanOrEqual(gatherMs - 5);
      expect(batches).toEqual([1, 2]);
      // The next move of a match the last statement carried, alone: nobody else to wait for.
      const lone = performance.now();
      expect(await commits.commit({ ...move('c'), fromVersion: 1 })).toBe(true);
      expect(performance.now() - lone).toBeLessThan(gatherMs / 2);
      // Long after the last statement: nothing to wait for.
      await new Promise((r) => setTimeout(r, gatherMs + 50));
      const quiet = performance.now();
      expect(await commits.commit(move('d'))).toBe(true);
      expect(performance.now() - quiet).toBeLessThan(gatherMs / 2);
      expect(batches).toEqual([1, 2, 1, 1]);
    } finally {
      await db.$disconnect();
    }
  });

  test('two writers of one version: the one that loses the race for the log key is answered "not written", and a snapshot brings the row up to date', async () => {
    const pool = createPool(await freshDatabase());
    const db = connectPrisma(pool);
    const other = await pool.connect();
    try {
      await db.room.create({
        data: { id: 'r1', inviteCode: 'invite-group-race', game: 'urban-sprawl', seatCount: 2, options: {} },
      });
      await db.match.create({
        data: { id: 'a', roomId: 'r1', game: 'urban-sprawl', rulesVersion: '1', seed: 's', options: {}, seatCount: 2 },
      });
      const move = (fromVersion: number, snapshot: unknown = null): CommitArgs => ({
        matchId: 'a',
        fromVersion,
        seat: 1,
        kind: 'move',
        payload: { type: 'endTurn' },
        clientSeq: fromVersion + 1,
        log: [{ text: 'x' }],
        stateHash: 'h',
        result: null,
        snapshot,
        deciding: [1],
        moveMs: null,
        byBot: false,
      });
      // Another process appends version 1 and has not committed yet: this statement reads the match at 0 as well.
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO actions (match_id, seq, seat, kind, payload, log, deciding) VALUES ('a', 1, 0, 'move', '{}', '[]', '{0}')`,
      );
      const commits = new GroupCommit(pool, null, 1);
      const racing = commits.commit(move(0));
      await new Promise((r) => setTimeout(r, 200));
      await other.query('COMMIT');
      expect(await racing).toBe(false);
      const log = await pool.query(`SELECT seq, seat FROM actions WHERE match_id = 'a' ORDER BY seq`);
      expect(log.rows).toEqual([{ seq: 1, seat: 0 }]);
      // The next version goes through; with a snapshot the row catches up with the log.
      expect(await commits.commit(move(1))).toBe(true);
      expect((await db.match.findUniqueOrThrow({ where: { id: 'a' } })).version).toBe(0);
      expect(await commits.commit(move(2, { s: 3 }))).toBe(true);
      const row = await db.match.findUniqueOrThrow({ where: { id: 'a' } });
      expect([row.version, row.deciding]).toEqual([3, [1]]);
    } finally {
      other.release();
      await db.$disconnect();
    }
  });
});
