import type { MatchConnection } from '@sprawl/client';
import { randomMove, seedRng } from '@sprawl/rules';
import { Client } from 'pg';
import * as helloRead from '../src/rooms/hello-read';
import { LOCK_TIMEOUT_MS } from '../src/rooms/room-lock';
import { SEATS_EMPTY } from '../src/rooms/table/start-in-one';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';
import { urbaniaReplayFile } from './support/urbania-replay-file';

/*
 * Issue 52: what a table asks of PostgreSQL besides its moves. A join is one
 * statement (room_join, which locks, checks and takes the seat), a table's
 * hellos share their reads, and a match's end prepares its replay with one
 * read and one write. The guarantees stay: a name that looks like another
 * seat's is refused whichever way the join goes.
 */

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

/** The statements every pg client of this process sends while `work` runs: a prepared one by its name, others by their text. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const original = Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const q = args[0] as string | { name?: string; text?: string };
    sent.push(typeof q === 'string' ? q : (q.name ?? q.text ?? ''));
    return original.apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/** Statements of a table's life (the server's timers, such as the notification outbox's, left out). */
const ofTable = (sent: string[]) => sent.filter((s) => !/outbox|deadlines|abandon/.test(s));

const query = async (text: string, values: unknown[]) => {
  const c = new Client({ connectionString: t.databaseUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
};

describe('joining', () => {
  test('a join is one statement: no transaction of three round trips', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 3, name: 'Ada' });
    const sent = ofTable(await statementsDuring(() => t.api.join({ inviteCode: host.inviteCode, name: 'Grace' })));
    expect(sent).toEqual(['room-join']);
    const status = await t.api.status(host.roomId, { token: host.token });
    expect(status.seats.map((s) => [s.name, s.taken])).toEqual([
      ['Ada', true],
      ['Grace', true],
      [null, false],
    ]);
  });

  test('a look-alike of a name given by a rename or to a bot is refused in that one statement', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 4, name: 'Ada' });
    await t.api.rename(host.roomId, host.token, 'Linus');
    await t.api.addBot(host.roomId, host.token, 3);
    let taken: unknown;
    const sent = ofTable(
      await statementsDuring(async () => {
        taken = await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'LINUS' }));
      }),
    );
    expect(taken).toMatchObject({ status: 409, code: 'name_taken' });
    expect(sent).toEqual(['room-join']);
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'Iinus' }))).toMatchObject({
      code: 'name_taken',
      message: '"Iinus" looks too much like "Linus", who is already at this table; pick another name.',
    });
  });

  test('a name written without its likeness keys loses them, and the join compares names under the lock', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 3, name: 'Ada' });
    // A write that knows nothing of the keys (a hand edit, an older server).
    await query('UPDATE seats SET name = $2 WHERE room_id = $1 AND index = 0', [host.roomId, 'Ingrid']);
    const [seat] = await query('SELECT name_keys FROM seats WHERE room_id = $1 AND index = 0', [host.roomId]);
    expect(seat).toEqual({ name_keys: [] });
    let taken: unknown;
    const sent = ofTable(
      await statementsDuring(async () => {
        taken = await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'lngrid' }));
      }),
    );
    expect(taken).toMatchObject({ status: 409, code: 'name_taken' });
    expect(sent[0]).toBe('room-join');
    expect(sent.some((s) => s.includes('room_locked'))).toBe(true);
    // A join under the lock writes its name's keys too, and a rename writes the new name's.
    await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    await t.api.rename(host.roomId, host.token, 'Ingrid');
    const keyed = await query('SELECT index, cardinality(name_keys) AS keys FROM seats WHERE room_id = $1', [
      host.roomId,
    ]);
    expect(keyed.sort((a, b) => a.index - b.index)).toEqual([
      { index: 0, keys: 2 },
      { index: 1, keys: 2 },
      { index: 2, keys: 0 },
    ]);
  });
});

describe('joins at once', () => {
  test('never two in one seat nor two look-alike names: the others are refused with codes', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 4, name: 'Host' });
    const names = ['Ada', 'ADA', '\u0410da', 'Bo', 'Cy', 'Di', 'Ed'];
    const answers = await Promise.all(
      names.map((name) =>
        t.api.join({ inviteCode: host.inviteCode, name }).then(
          (grant) => ({ seat: grant.seat, code: null }),
          (err: { code?: string }) => ({ seat: null, code: err.code ?? 'none' }),
        ),
      ),
    );
    const seated = answers.filter((a) => a.seat !== null).map((a) => a.seat);
    expect(seated.sort()).toEqual([1, 2, 3]);
    expect(answers.filter((a) => a.code === 'name_taken').length).toBeGreaterThanOrEqual(2);
    expect(answers.every((a) => a.seat !== null || a.code === 'name_taken' || a.code === 'room_full')).toBe(true);
    const status = await t.api.status(host.roomId, { token: host.token });
    const taken = status.seats.map((s) => (s.name ?? '').toLowerCase().replace('\u0430', 'a'));
    expect(new Set(taken).size).toBe(4);
  });
});

describe("a table's hellos", () => {
  test('seats that say hello together share the reads of their room, each read after its hello came', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 4, name: 'Host' });
    const tokens = [host.token];
    for (const name of ['Bo', 'Cy', 'Di']) tokens.push((await t.api.join({ inviteCode: host.inviteCode, name })).token);
    // A slow database: hellos that come while one read is under way wait for the next.
    const original = helloRead.readSeatHello;
    const reads = jest.spyOn(helloRead, 'readSeatHello').mockImplementation(async (pool, roomId) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return original(pool, roomId);
    });
    try {
      const players = tokens.map((token) => connect(t, host.roomId, { token }));
      await waitFor(() => players.every((p) => p.state.connected), 'players to connect');
      expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
      for (const p of players) expect(p.state.room?.seats.map((s) => s.name)).toEqual(['Host', 'Bo', 'Cy', 'Di']);
      for (const p of players) p.close();
    } finally {
      reads.mockRestore();
    }
  });
});

describe("a table's hellos", () => {
  test('the room update that tells everyone who came makes its status from the row the hellos read', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 4, name: 'Host' });
    const tokens = [host.token];
    for (const name of ['Bo', 'Cy', 'Di']) tokens.push((await t.api.join({ inviteCode: host.inviteCode, name })).token);
    let players: MatchConnection[] = [];
    const sent = ofTable(
      await statementsDuring(async () => {
        players = tokens.map((token) => connect(t, host.roomId, { token }));
        await waitFor(
          () => players.every((p) => p.state.room?.seats.every((s) => s.connected)),
          'everyone to see everyone connected',
        );
      }),
    );
    expect(sent.filter((s) => s === 'room-row')).toEqual([]);
    // A change to the room's rows is read again: the host takes a new name, and a goodbye after it still shows it.
    await t.api.rename(host.roomId, host.token, 'Linus');
    await waitFor(() => players.every((p) => p.state.room?.seats[0].name === 'Linus'), 'the new name');
    players[3].close();
    await waitFor(() => players[0].state.room?.seats[3].connected === false, 'Di to be seen gone');
    expect(players[0].state.room?.seats[0].name).toBe('Linus');
    players[3] = connect(t, host.roomId, { token: tokens[3] });
    await waitFor(() => players[0].state.room?.seats[3].connected === true, 'Di to be seen back');
    // A move changes the row (its time) without a room update: the next goodbye's status is read again.
    await t.api.start(host.roomId, host.token);
    await waitFor(() => players.every((p) => p.state.view !== null), 'the first views');
    const started = players[0].state.room?.lastMoveAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mover = players.find((p) => p.state.legal.length > 0) as MatchConnection;
    await mover.send(randomMove(seedRng('table-statements:move'), mover.state.legal as { type: string }[]));
    players[2].close();
    await waitFor(() => players[0].state.room?.seats[2].connected === false, 'Cy to be seen gone');
    expect(players[0].state.room?.lastMoveAt).not.toBe(started);
    for (const p of players) p.close();
  });
});

/** A Hush Auction room of three people, each at the table with a socket. */
async function threeAtTheTable(pace?: Parameters<TestServer['api']['createRoom']>[0]['pace']) {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Host', ...(pace && { pace }) });
  const tokens = [host.token];
  for (const name of ['Bo', 'Cy']) tokens.push((await t.api.join({ inviteCode: host.inviteCode, name })).token);
  const seats = tokens.map((token) => connect(t, host.roomId, { token }));
  await waitFor(() => seats.every((c) => c.state.room?.seats.every((s) => s.connected)), 'everyone connected');
  return { host, tokens, seats };
}

describe('the start', () => {
  test('a table whose room this process has read starts in one statement: no transaction of four round trips', async () => {
    const { host, seats } = await threeAtTheTable();
    let matchId = '';
    const sent = ofTable(
      await statementsDuring(async () => {
        matchId = (await t.api.start(host.roomId, host.token)).matchId;
      }),
    );
    // The edge no longer reads the seats for the token: the statement checks it.
    expect(
      sent.filter((s) => /room-start|room_locked|BEGIN|COMMIT|fresh-seats|insert-match|seat-holders/.test(s)),
    ).toEqual(['room-start']);
    await waitFor(() => seats.every((c) => c.state.view !== null), 'the first views');
    const [match] = await query('SELECT players, forked_from FROM matches WHERE id = $1', [matchId]);
    expect(match).toEqual({
      players: [
        { name: 'Host', bot: false },
        { name: 'Bo', bot: false },
        { name: 'Cy', bot: false },
      ],
      forked_from: null,
    });
    expect(await query('SELECT version FROM snapshots WHERE match_id = $1', [matchId])).toEqual([{ version: 0 }]);
    for (const c of seats) c.close();
  });

  test('that statement refuses as the start under the lock did: not the host, a free seat, a second start', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Host' });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Bo' });
    const seats = [host.token, guest.token].map((token) => connect(t, host.roomId, { token }));
    await waitFor(() => seats.every((c) => c.state.room?.seats.filter((s) => s.connected).length === 2), 'both seen');
    const refused: unknown[] = [];
    const sent = ofTable(
      await statementsDuring(async () => {
        refused.push(await refusal(t.api.start(host.roomId, guest.token)));
        refused.push(await refusal(t.api.start(host.roomId, host.token)));
        refused.push(await refusal(t.api.start(host.roomId, 'not-a-token-of-this-room')));
      }),
    );
    expect(refused).toEqual([
      expect.objectContaining({ status: 403, code: 'not_host' }),
      expect.objectContaining({ status: 409, code: 'seats_empty', message: SEATS_EMPTY }),
      expect.objectContaining({ code: 'bad_token' }),
    ]);
    expect(sent.filter((s) => /room-start|room_locked|seat-holders/.test(s))).toEqual([
      'room-start',
      'room-start',
      'room-start',
    ]);
    expect(await refusal(t.api.start('no-such-room', host.token))).toMatchObject({ code: 'no_room' });
    await t.api.addBot(host.roomId, host.token, 2);
    await waitFor(() => seats.every((c) => c.state.room?.seats[2].isBot), 'the bot seen');
    await t.api.start(host.roomId, host.token);
    expect(await refusal(t.api.start(host.roomId, host.token))).toMatchObject({ code: 'already_started' });
    expect(await query('SELECT count(*)::int AS n FROM matches WHERE room_id = $1', [host.roomId])).toEqual([{ n: 1 }]);
    for (const c of seats) c.close();
  });
});

describe("the start's room update", () => {
  test.each([
    ['live', undefined],
    ['across days', { kind: 'days', moveHours: 24, botOnExpiry: false } as const],
  ])('%s: made from the row the start was built from, as a read of the room shows it', async (_pace, pace) => {
    const { host, seats } = await threeAtTheTable(pace);
    let matchId = '';
    const sent = ofTable(
      await statementsDuring(async () => {
        matchId = (await t.api.start(host.roomId, host.token)).matchId;
        await waitFor(() => seats.every((c) => c.state.room?.matchId === matchId), 'the started room');
      }),
    );
    expect(sent.filter((s) => /room-row|seat-hello-read/.test(s))).toEqual([]);
    const read = await t.server.rooms.status.read(host.roomId);
    expect(read.pace.kind).toBe(pace ? 'days' : 'live');
    if (pace) expect(read.seats.filter((s) => s.dueAt !== null).length).toBeGreaterThan(0);
    for (const c of seats) expect(c.state.room).toEqual(read);
    for (const c of seats) c.close();
  });
});

describe('a start with a token of no seat', () => {
  test("is refused without waiting for the room's lock", async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Host' });
    // The host's hello: this process keeps the room's row, so the start goes as one statement.
    const seat = connect(t, host.roomId, { token: host.token });
    await waitFor(() => seat.state.room?.seats[0].connected === true, 'the host connected');
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM rooms WHERE id = $1 FOR UPDATE', [host.roomId]);
      const began = Date.now();
      expect(await refusal(t.api.start(host.roomId, 'x'.repeat(43)))).toMatchObject({ status: 401, code: 'bad_token' });
      expect(Date.now() - began).toBeLessThan(LOCK_TIMEOUT_MS);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
      seat.close();
    }
  });
});

describe('a fork into a new room', () => {
  test("a finished match's row is read once: a second fork of it reads no match, and another room's fork is refused", async () => {
    const imported = await t.api.importReplay(urbaniaReplayFile('table-statements-fork'));
    const fork = () => t.api.fork(imported.roomId, imported.matchId, imported.hostToken, { step: 2, seats: 'new' });
    await fork();
    const sent = ofTable(await statementsDuring(fork));
    expect(sent.filter((s) => s.includes('match'))).toEqual([]);
    // The match kept is still only this room's.
    const other = await t.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada' });
    expect(
      await refusal(t.api.fork(other.roomId, imported.matchId, other.token, { step: 2, seats: 'new' })),
    ).toMatchObject({ code: 'no_match', status: 404 });
  });
});

describe("a match's end", () => {
  test('its replay is prepared with one read and one write', async () => {
    const imported = await t.api.importReplay(urbaniaReplayFile('table-statements'));
    // As a match that has just ended: nothing kept of its replay yet.
    await query('DELETE FROM replay_steps WHERE match_id = $1', [imported.matchId]);
    const sent = ofTable(
      await statementsDuring(async () => {
        t.server.replays.prepare(imported.matchId);
        await t.server.replays.settled();
      }),
    );
    expect(sent).toEqual(['replay-ended-match', 'keep-replay-step-summaries']);
    const [kept] = await query(
      'SELECT version, jsonb_array_length(summaries) AS steps FROM replay_steps WHERE match_id = $1',
      [imported.matchId],
    );
    expect(kept.steps).toBe(kept.version + 1);
  });

  test("a short match's replay is not prepared: opening it replays it then", async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Host' });
    const tokens = [host.token];
    for (const name of ['Bo', 'Cy']) tokens.push((await t.api.join({ inviteCode: host.inviteCode, name })).token);
    const seats: MatchConnection[] = tokens.map((token) => connect(t, host.roomId, { token }));
    await waitFor(() => seats.every((c) => c.state.connected), 'players to connect');
    const { matchId } = await t.api.start(host.roomId, host.token);
    const rng = seedRng('table-statements:short');
    // Every game's final view has a `final` (as bench-queries.ts reads it).
    const over = () => Boolean((seats[0].state.view as { final?: unknown } | null)?.final);
    await waitFor(() => seats.every((c) => c.state.view !== null), 'first views');
    const sent = ofTable(
      await statementsDuring(async () => {
        while (!over()) {
          const mover = seats.find((c) => c.state.legal.length > 0);
          if (mover) await mover.send(randomMove(rng, mover.state.legal as { type: string }[]));
          else await new Promise((resolve) => setTimeout(resolve, 2));
        }
        await t.server.replays.settled();
      }),
    );
    for (const c of seats) c.close();
    const { version } = await t.server.matches.runtime(matchId);
    expect(version).toBeLessThan(64);
    expect(sent.filter((s) => s.includes('replay'))).toEqual([]);
    expect(await query('SELECT 1 FROM replay_steps WHERE match_id = $1', [matchId])).toEqual([]);
    const steps = await t.api.steps(host.roomId, matchId, { token: host.token });
    expect(steps.steps).toHaveLength(version + 1);
    // Nor is what that replay found written: a short match is replayed again wherever it is opened next.
    await t.server.replays.settled();
    expect(await query('SELECT 1 FROM replay_steps WHERE match_id = $1', [matchId])).toEqual([]);
  });
});

describe('the notification outbox', () => {
  test('a look at it claims what is due on every channel in one statement', async () => {
    const sent = await statementsDuring(() => t.server.notifications.deliverer.pass());
    expect(sent.filter((s) => s.startsWith('outbox'))).toEqual(['outbox-claim']);
  });
});
