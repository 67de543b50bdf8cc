import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng } from '@sprawl/rules';
import type { SeatGrant } from '@sprawl/protocol';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A match of any game, Ada in seat 0 played by the client SDK with random
 * legal moves and bots in the other seats, taken to `done` (by default its
 * end) over the real server. For tests that need a table late in a match, or
 * its final scores, without clicking through it. The server should allow a
 * fast client (wsRatePerSecond).
 */
export async function playBySdk(
  url: string,
  game: string,
  options: {
    seats?: number;
    roomOptions?: Record<string, string | number | boolean>;
    done?: (version: number, finished: boolean) => boolean;
    seed?: string;
  } = {},
): Promise<SeatGrant & { matchId: string }> {
  const api = new RoomsApi(url);
  const host = await api.createRoom({
    game,
    seats: options.seats ?? 2,
    name: 'Ada',
    ...(options.roomOptions ? { options: options.roomOptions } : {}),
  });
  for (let i = 1; i < (options.seats ?? 2); i++) await api.addBot(host.roomId, host.token, i);
  const conn = new MatchConnection({
    url: `${url.replace('http', 'ws')}/ws`,
    roomId: host.roomId,
    token: host.token,
    socket: nodeSocket,
  });
  const rng = seedRng(options.seed ?? game);
  const done = options.done ?? ((_v: number, finished: boolean) => finished);
  try {
    for (let i = 0; i < 500 && !conn.state.connected; i++) await sleep(10);
    const { matchId } = await api.start(host.roomId, host.token);
    const deadline = Date.now() + 120_000;
    const finished = () => conn.state.room?.status === 'finished';
    while (!done(conn.state.version, finished())) {
      if (Date.now() > deadline)
        throw new Error(`the ${game} match did not get there in time (version ${conn.state.version})`);
      const legal = conn.state.legal as { type: string }[];
      if (legal.length === 0 || conn.state.matchId !== matchId) {
        await sleep(5);
        continue;
      }
      // A bot may move at the same moment; a move refused as stale is simply looked at again.
      await conn.send(randomMove(rng, legal)).catch(() => undefined);
    }
    return { ...host, matchId };
  } finally {
    conn.close();
  }
}
