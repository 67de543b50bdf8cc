import { Client } from 'pg';
import { randomMove, seedRng } from '@sprawl/rules';
import { ServiceError } from '../src/errors';
import type { Change } from '../src/matches/change';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(60_000);

/**
 * Moves of one match that arrive together are checked one after another and
 * written in one statement (matches/move-chain.ts): each is checked against
 * the table the ones before it leave, each is told to the players at exactly
 * its version, and if the statement's version check fails none is written.
 */
let t: TestServer;
let db: Client;
const changes: Change[] = [];
beforeAll(async () => {
  t = await startTestServer();
  t.server.matches.onChange((c) => void changes.push({ ...c }));
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.stop();
});

async function hushTable(): Promise<string> {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 4, name: 'Ana' });
  for (const name of ['Ben', 'Cai', 'Dee']) await t.api.join({ inviteCode: host.inviteCode, name });
  return (await t.api.start(host.roomId, host.token)).matchId;
}

/** Each deciding seat's move, all made on the table at `version`. */
async function bids(matchId: string, seed: string) {
  const rt = await t.server.matches.runtime(matchId);
  const rng = seedRng(seed);
  const version = rt.version;
  return (rt.game.seatsToAct(rt.state) as number[]).map((seat) => ({
    seat,
    kind: 'move' as const,
    clientSeq: version * 10 + seat,
    version,
    action: randomMove(rng, rt.game.legalActions(rt.state, seat, rt.memo) as never[]),
  }));
}

test('four sealed bids sent at once are one transaction, told one version at a time', async () => {
  const matchId = await hushTable();
  const moves = await bids(matchId, 'chain-1');
  expect(moves.length).toBe(4);
  const from = (await t.server.matches.runtime(matchId)).version;
  changes.length = 0;
  const accepted = await Promise.all(moves.map((m) => t.server.matches.submit(matchId, m)));
  expect(accepted.map((a) => a.version)).toEqual([from + 1, from + 2, from + 3, from + 4]);
  // One statement wrote them: every row carries the same transaction id.
  const rows = await db.query<{ seq: number; seat: number; tx: string }>(
    'SELECT seq, seat, xmin::text AS tx FROM actions WHERE match_id = $1 AND seq > $2 ORDER BY seq',
    [matchId, from],
  );
  expect(rows.rows.map((r) => [r.seq, r.seat])).toEqual(moves.map((m, i) => [from + 1 + i, m.seat]));
  expect(new Set(rows.rows.map((r) => r.tx)).size).toBe(1);
  // Each listener heard of each move at its own version, in order.
  expect(changes.filter((c) => c.matchId === matchId).map((c) => c.version)).toEqual([
    from + 1,
    from + 2,
    from + 3,
    from + 4,
  ]);
  const match = await db.query<{ version: number }>('SELECT version FROM match_now WHERE id = $1', [matchId]);
  expect(match.rows[0].version).toBe((await t.server.matches.runtime(matchId)).version);
});

test('a move refused inside a chain leaves the others to be taken', async () => {
  const matchId = await hushTable();
  const moves = await bids(matchId, 'chain-2');
  const from = (await t.server.matches.runtime(matchId)).version;
  // The same seat's move twice: the second is a duplicate of the first, which is in the same chain.
  const sent = [moves[0], moves[1], { ...moves[1] }, moves[2], moves[3]];
  const answers = await Promise.allSettled(sent.map((m) => t.server.matches.submit(matchId, m)));
  expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  expect(((answers[2] as PromiseRejectedResult).reason as ServiceError).code).toBe('duplicate');
  expect((await t.server.matches.runtime(matchId)).version).toBe(from + 4);
});

test('when the chain cannot be written, none of it is, and the match is read again', async () => {
  const matchId = await hushTable();
  const moves = await bids(matchId, 'chain-3');
  const from = (await t.server.matches.runtime(matchId)).version;
  // As if another writer had ended the match meanwhile: the statement's check fails.
  await db.query(`UPDATE matches SET status = 'finished' WHERE id = $1`, [matchId]);
  const answers = await Promise.allSettled(moves.map((m) => t.server.matches.submit(matchId, m)));
  expect(answers.every((a) => a.status === 'rejected' && (a.reason as ServiceError).code === 'stale_version')).toBe(
    true,
  );
  expect(
    (await db.query('SELECT count(*)::int AS n FROM actions WHERE match_id = $1 AND seq > $2', [matchId, from])).rows[0]
      .n,
  ).toBe(0);
  await db.query(`UPDATE matches SET status = 'running' WHERE id = $1`, [matchId]);
  // Read again from the database, the match takes the same moves.
  const again = await Promise.all(moves.map((m) => t.server.matches.submit(matchId, m)));
  expect(again.map((a) => a.version)).toEqual([from + 1, from + 2, from + 3, from + 4]);
});
