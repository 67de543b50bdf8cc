import { ApiError } from '@sprawl/client';
import { randomMove, seedRng, urbanSprawl, type UsAction, type UsState, type UsView } from '@sprawl/rules';
import { stateHash } from '../src/matches/hash';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';
import { interceptQueries } from './pg-queries';
import { playOut, seatedTable, type Table } from './players';

jest.setTimeout(300_000);

let t: TestServer;
let table: Table;
let matchId: string;
/** A step where a seat other than the active player owes a decision (or, failing that, any pending prompt). */
let promptStep: number;

beforeAll(async () => {
  t = await startTestServer();
  table = await seatedTable(t, 2);
  matchId = table.players[0].state.matchId as string;
  await playOut(t, table, 'fork-2');
  const match = await t.server.replays.match(table.roomId, matchId);
  let fallback = -1;
  promptStep = -1;
  for (let step = 1; step < match.version && promptStep < 0; step++) {
    const s = (await t.server.replays.stateAt(match, step)) as UsState;
    if (s.pending === null) continue;
    if (fallback < 0) fallback = step;
    if (!urbanSprawl.seatsToAct(s).includes(s.turn.active)) promptStep = step;
  }
  if (promptStep < 0) promptStep = fallback;
});

afterAll(async () => {
  table?.players.forEach((p) => p.close());
  await t.stop();
});

/** Counts the statements that lock a room (rooms/room-lock.ts), on every pg client of this process. */
function countRoomLocks(): { count: () => number; reset: () => void; stop: () => void } {
  let n = 0;
  const stop = interceptQueries((args, query) => {
    if (typeof args[0] === 'string' && args[0].includes('room_locked(')) n++;
    return query(args);
  });
  return { count: () => n, reset: () => void (n = 0), stop };
}

/** The seat that must act in the player's current table, and a legal move for it. */
async function moveOnce(
  players: { state: { legal: unknown[]; version: number }; send: (a: UsAction) => Promise<unknown> }[],
): Promise<void> {
  await waitFor(() => players.some((p) => p.state.legal.length > 0), 'a seat with legal moves');
  const mover = players.find((p) => p.state.legal.length > 0)!;
  await mover.send(randomMove(seedRng('fork-move'), mover.state.legal as UsAction[]));
}

describe('forking a finished match', () => {
  test('only the host may fork, only finished matches, only steps before the end', async () => {
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(await refusal(t.api.fork(table.roomId, matchId, table.tokens[1], { step: 3, seats: 'same' }))).toMatchObject(
      { code: 'not_host', status: 403 },
    );
    expect(await refusal(t.api.fork(table.roomId, matchId, 'x'.repeat(43), { step: 3, seats: 'same' }))).toMatchObject({
      code: 'bad_token',
      status: 401,
    });
    expect(
      await refusal(t.api.fork(table.roomId, matchId, table.tokens[0], { step: match.version + 1, seats: 'same' })),
    ).toMatchObject({ code: 'bad_step', status: 400 });
    expect(
      await refusal(t.api.fork(table.roomId, matchId, table.tokens[0], { step: match.version, seats: 'new' })),
    ).toMatchObject({ code: 'bad_step' });
    expect(
      await refusal(t.api.fork(table.roomId, matchId, table.tokens[0], { step: -1, seats: 'same' })),
    ).toMatchObject({ code: 'bad_request' });
    expect(
      await refusal(t.api.fork(table.roomId, matchId, table.tokens[0], { step: 2, seats: 'other' as 'new' })),
    ).toMatchObject({ code: 'bad_request' });
  });

  test("'same': a new match in the room from that position, with pending prompts, same seats and tokens; it can be played", async () => {
    expect(promptStep).toBeGreaterThan(0);
    const match = await t.server.replays.match(table.roomId, matchId);
    const position = await t.server.replays.stateAt(match, promptStep);
    const reply = await t.api.fork(table.roomId, matchId, table.tokens[0], { step: promptStep, seats: 'same' });
    expect(reply).toMatchObject({ roomId: table.roomId, inviteCode: table.inviteCode });
    const forked = await t.server.db.match.findUniqueOrThrow({ where: { id: reply.matchId as string } });
    expect(forked).toMatchObject({
      status: 'running',
      version: 0,
      forkedFrom: `${matchId}@${promptStep}`,
      roomId: table.roomId,
    });
    // The table says the match continues a stored game, whose face-down order some may know.
    expect((await t.api.status(table.roomId, { token: table.tokens[1] })).continues).toEqual({
      kind: 'fork',
      fromMatch: matchId,
      step: promptStep,
    });
    const snapshot = await t.server.db.snapshot.findUniqueOrThrow({
      where: { matchId_version: { matchId: forked.id, version: 0 } },
    });
    expect(stateHash(snapshot.state)).toBe(stateHash(position));
    // The players still connected to the room are moved to the new match, with their prompts.
    await waitFor(
      () => table.players.every((p) => p.state.matchId === forked.id && p.state.version === 0),
      'players on the forked match',
    );
    const owing = urbanSprawl.seatsToAct(position as UsState);
    table.players.forEach((p, seat) => {
      expect(p.state.view).toEqual(urbanSprawl.view(position as UsState, { kind: 'seat', seat }));
      expect(p.state.legal.length > 0).toBe(owing.includes(seat));
    });
    await moveOnce(table.players);
    await waitFor(() => table.players.every((p) => p.state.version === 1), 'the first forked move');
    // One match at a time per room, said as that case, with words a client says in its player's language.
    const busy = await t.api.fork(table.roomId, matchId, table.tokens[0], { step: 2, seats: 'same' }).catch((e) => e);
    expect(busy).toBeInstanceOf(ApiError);
    expect(busy).toMatchObject({
      code: 'match_running',
      status: 409,
      key: 'refusal.match_running.room',
      message: 'This room already has a match in progress; finish it before forking here.',
    });
    const list = await t.api.matches(table.roomId, { token: table.tokens[1] });
    expect(list.map((m) => m.forkedFrom)).toEqual([`${matchId}@${promptStep}`, null]);
    expect(
      await refusal(t.api.fork(table.roomId, forked.id, table.tokens[0], { step: 0, seats: 'new' })),
    ).toMatchObject({ code: 'match_running' });
  });

  test("'new': a new room in the lobby whose first match starts from that position; the host fills it and starts", async () => {
    const match = await t.server.replays.match(table.roomId, matchId);
    const step = 5;
    const position = await t.server.replays.stateAt(match, step);
    const reply = await t.api.fork(table.roomId, matchId, table.tokens[0], { step, seats: 'new' });
    expect(reply).toMatchObject({ seat: 0, matchId: null });
    expect(reply.roomId).not.toBe(table.roomId);
    expect(reply.hostToken).toBe(reply.token);
    const hostToken = reply.token as string;
    const room = await t.api.status(reply.roomId, { token: hostToken });
    expect(room).toMatchObject({
      status: 'lobby',
      seatCount: 2,
      matchId: null,
      seats: [{ name: 'Host', isHost: true }, { taken: false }],
    });
    // Already in the lobby, before anyone joins, the room says where its first match will start from.
    expect(room.continues).toEqual({ kind: 'fork', fromMatch: matchId, step });
    // The position's game and options are the forked match's.
    expect(room.options).toEqual(match.options);
    const guest = await t.api.join({ inviteCode: reply.inviteCode, name: 'Zoe' });
    const players = [
      connect<UsView>(t, reply.roomId, { token: hostToken }),
      connect<UsView>(t, reply.roomId, { token: guest.token }),
    ];
    await waitFor(() => players.every((p) => p.state.connected), 'players to connect');
    const { matchId: started } = await t.api.start(reply.roomId, hostToken);
    const forked = await t.server.db.match.findUniqueOrThrow({ where: { id: started } });
    expect(forked.forkedFrom).toBe(`${matchId}@${step}`);
    await waitFor(() => players.every((p) => p.state.view !== null), 'first views');
    players.forEach((p, seat) =>
      expect(p.state.view).toEqual(urbanSprawl.view(position as UsState, { kind: 'seat', seat })),
    );
    await moveOnce(players);
    await waitFor(() => players.every((p) => p.state.version === 1), 'the first forked move');
    players.forEach((p) => p.close());
  });

  test('a room forked here starts under one lock of the room; one whose position this process never checked reads it first', async () => {
    const locks = countRoomLocks();
    try {
      const reply = await t.api.fork(table.roomId, matchId, table.tokens[0], { step: 4, seats: 'new' });
      await t.api.join({ inviteCode: reply.inviteCode, name: 'Ida' });
      locks.reset();
      const { matchId: first } = await t.api.start(reply.roomId, reply.token as string);
      expect(locks.count()).toBe(1);
      expect((await t.server.db.match.findUniqueOrThrow({ where: { id: first } })).forkedFrom).toBe(`${matchId}@4`);

      // A room made to start from a step nobody forked here (as on another server process): the start gives its lock
      // back, reads and checks the position, and takes the lock again.
      const other = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Una' });
      await t.server.db.room.update({ where: { id: other.roomId }, data: { startFrom: `${matchId}@6` } });
      await t.api.join({ inviteCode: other.inviteCode, name: 'Ola' });
      locks.reset();
      const { matchId: second } = await t.api.start(other.roomId, other.token);
      expect(locks.count()).toBe(2);
      const started = await t.server.db.snapshot.findUniqueOrThrow({
        where: { matchId_version: { matchId: second, version: 0 } },
      });
      const match = await t.server.replays.match(table.roomId, matchId);
      expect(stateHash(started.state)).toBe(stateHash(await t.server.replays.stateAt(match, 6)));
    } finally {
      locks.stop();
    }
  });

  test('a forked room with a bot seat: the server plays the bot from the forked position', async () => {
    const reply = await t.api.fork(table.roomId, matchId, table.tokens[0], { step: promptStep, seats: 'new' });
    await t.api.addBot(reply.roomId, reply.token as string, 1);
    const host = connect<UsView>(t, reply.roomId, { token: reply.token as string });
    await waitFor(() => host.state.connected, 'host connected');
    const { matchId: started } = await t.api.start(reply.roomId, reply.token as string);
    await waitFor(() => host.state.view !== null, 'host view');
    // Whoever owes the first decision, the match moves: the bot by itself, the host by hand.
    for (let i = 0; i < 3; i++) {
      const before = host.state.version;
      if (host.state.legal.length > 0)
        await host.send(randomMove(seedRng(`bot-fork-${i}`), host.state.legal as UsAction[]));
      await waitFor(() => host.state.version > before, 'the match to move');
    }
    // A move writes its log row only; match_now reads the version the log has reached.
    const [stored] = await t.server.db.$queryRawUnsafe<{ version: number }[]>(
      'SELECT version FROM match_now WHERE id = $1',
      started,
    );
    expect(stored.version).toBeGreaterThanOrEqual(3);
    host.close();
  });
});
