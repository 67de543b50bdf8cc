import { ApiError } from '@sprawl/client';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(120_000);

/**
 * Changes to one room fired at the same moment, many times over: each pair
 * of requests that used to corrupt a room (issue 29: a bot and a person in
 * one seat, no host or a host on an empty seat, a match started with a seat
 * that had just been left, a rematch orphaned by a leave, 500s from
 * deadlocks). After every round the room's invariants are read straight
 * from the database, and every answer must be a success or a refusal with a
 * code, never a 500.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

const ROUNDS = 15;

/** Runs requests together and returns what each ended in: 'ok', or the refusal's code (a 500 fails the test). */
async function together(...requests: (() => Promise<unknown>)[]): Promise<string[]> {
  const settled = await Promise.allSettled(requests.map((r) => r()));
  return settled.map((s) => {
    if (s.status === 'fulfilled') return 'ok';
    const err = s.reason as unknown;
    if (!(err instanceof ApiError)) throw err;
    expect(err.status).toBeLessThan(500);
    return err.code;
  });
}

interface SeatRow {
  index: number;
  token_hash: string | null;
  is_bot: boolean;
  is_host: boolean;
}

/** The invariants every room must keep, whatever reached it at once. */
async function checkInvariants(roomId: string): Promise<{ seats: SeatRow[]; running: number; status: string }> {
  const pool = t.server.db as unknown as { $queryRawUnsafe: <T>(q: string, ...v: unknown[]) => Promise<T> };
  const seats = await pool.$queryRawUnsafe<SeatRow[]>(
    'SELECT index, token_hash, is_bot, is_host FROM seats WHERE room_id = $1 ORDER BY index',
    roomId,
  );
  const [room] = await pool.$queryRawUnsafe<{ status: string }[]>('SELECT status FROM rooms WHERE id = $1', roomId);
  const matches = await pool.$queryRawUnsafe<{ status: string }[]>(
    'SELECT status FROM matches WHERE room_id = $1 ORDER BY created_at DESC',
    roomId,
  );
  // One occupant per seat.
  for (const s of seats) expect(s.token_hash !== null && s.is_bot).toBe(false);
  // Exactly one host, who holds a seat, or (nobody left) the first free seat.
  const hosts = seats.filter((s) => s.is_host);
  expect(hosts).toHaveLength(1);
  const people = seats.filter((s) => s.token_hash !== null);
  if (people.length > 0) expect(hosts[0].token_hash).not.toBeNull();
  else expect(hosts[0].index).toBe(seats.find((s) => !s.is_bot)?.index);
  // At most one running match, and none with an empty seat.
  const running = matches.filter((m) => m.status === 'running').length;
  expect(running).toBeLessThanOrEqual(1);
  if (running === 1) {
    expect(matches[0].status).toBe('running');
    expect(room.status).toBe('playing');
    for (const s of seats) expect(s.token_hash !== null || s.is_bot).toBe(true);
  }
  return { seats, running, status: room.status };
}

async function room(seats: number, people: number) {
  const host = await t.api.createRoom({ game: 'hush-auction', seats, name: 'Ada' });
  const guests = [];
  for (let i = 1; i < people; i++) guests.push(await t.api.join({ inviteCode: host.inviteCode, name: `Guest ${i}` }));
  return { host, guests };
}

/** Ends the room's match as far as the room is concerned (its status is all the room reads). */
async function finish(matchId: string): Promise<void> {
  await t.server.db.match.update({ where: { id: matchId }, data: { status: 'finished', finishedAt: new Date() } });
}

describe('changes to one room at the same moment', () => {
  test('a bot seated while someone joins: never both in one seat', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { host } = await room(2, 1);
      const [bot, join] = await together(
        () => t.api.addBot(host.roomId, host.token, 1),
        () => t.api.join({ inviteCode: host.inviteCode, name: 'Late' }),
      );
      // Exactly one of them got the seat.
      expect([bot, join].filter((r) => r === 'ok')).toHaveLength(1);
      await checkInvariants(host.roomId);
    }
  });

  test('the host and the next in line leave at once: the room keeps exactly one seated host', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { host, guests } = await room(3, 3);
      const answers = await together(
        () => t.api.leave(host.roomId, host.token),
        () => t.api.leave(host.roomId, guests[0].token),
      );
      expect(answers).toEqual(['ok', 'ok']);
      const { seats } = await checkInvariants(host.roomId);
      // The one left hosts, and can start the room filling again.
      expect(seats.find((s) => s.is_host)?.index).toBe(2);
      await t.api.addBot(host.roomId, guests[1].token, 0);
    }
  });

  test('start racing a leave: a leave that succeeded never leaves its seat empty in a running match', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { host, guests } = await room(2, 2);
      const [start, leave] = await together(
        () => t.api.start(host.roomId, host.token),
        () => t.api.leave(host.roomId, guests[0].token),
      );
      expect([start, leave].filter((r) => r === 'ok')).toHaveLength(1);
      if (leave === 'ok') expect(start).toBe('seats_empty');
      else expect(leave).toBe('already_started');
      await checkInvariants(host.roomId);
    }
  });

  test('the last "play again" racing another player\'s leave: either a rematch runs with every seat, or the room is back in the lobby', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { host, guests } = await room(3, 3);
      const { matchId } = await t.api.start(host.roomId, host.token);
      await finish(matchId);
      await t.api.rematch(host.roomId, host.token, true);
      // The leaver had said yes too: the other's answer is the last one the rematch waits for.
      await t.api.rematch(host.roomId, guests[1].token, true);
      const [again, leave] = await together(
        () => t.api.rematch(host.roomId, guests[0].token, true),
        () => t.api.leave(host.roomId, guests[1].token),
      );
      const after = await checkInvariants(host.roomId);
      if (leave === 'ok') {
        // The leave came first: no rematch, the room seats a new player.
        expect(again).toBe('no_rematch');
        expect(after.running).toBe(0);
        expect(after.status).toBe('lobby');
      } else {
        expect(leave).toBe('already_started');
        expect(again).toBe('ok');
        expect(after.running).toBe(1);
      }
    }
  });

  test('leaves, rematch answers and starts all at once: refusals with codes, never a 500', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { host, guests } = await room(4, 4);
      const { matchId } = await t.api.start(host.roomId, host.token);
      await finish(matchId);
      await together(
        () => t.api.rematch(host.roomId, host.token, true),
        () => t.api.rematch(host.roomId, guests[0].token, false),
        () => t.api.leave(host.roomId, guests[1].token),
        () => t.api.rematch(host.roomId, guests[2].token, true),
        () => t.api.leave(host.roomId, host.token),
        () => t.api.start(host.roomId, host.token),
      );
      await checkInvariants(host.roomId);
    }
  });
});
