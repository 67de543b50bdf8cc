import { games, nextInt, seedRng } from '@sprawl/rules';
import { ThinkPool } from '../src/bots/think-pool';
import { connect, startTestServer, waitFor, type TestServer } from './harness';

/**
 * Bot levels through the platform: the host seats bots at a level, the room
 * shows it, and normal and hard bots think in the worker pool and move
 * through the same path as a person's moves, to the end of a match.
 */
jest.setTimeout(300_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

test('Hush Auction with a hard and a normal bot: the room shows their levels and the match runs to its end', async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Host' });
  await t.api.addBot(host.roomId, host.token, 1, 'hard');
  const status = await t.api.addBot(host.roomId, host.token, 2, 'normal');
  expect(status.seats.map((s) => s.botLevel)).toEqual([undefined, 'hard', 'normal']);
  const player = connect(t, host.roomId, { token: host.token });
  await waitFor(() => player.state.connected, 'the host to connect');
  const { matchId } = await t.api.start(host.roomId, host.token);
  const rng = seedRng('levels');
  for (let moves = 0; ; moves++) {
    const rt = await t.server.matches.runtime(matchId);
    if (rt.game.outcome(rt.state) !== null) break;
    if (moves > 2_000) throw new Error('the match did not end');
    await waitFor(() => player.state.version >= rt.version, `the host at version ${rt.version}`);
    const legal = player.state.legal;
    if (legal.length === 0) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    await player.send(legal[nextInt(rng, legal.length)]).catch(() => undefined);
  }
  player.close();
});

test('a bot seated without a level plays easy, and a level outside the list is refused', async () => {
  const host = await t.api.createRoom({ game: 'urbania', seats: 2, name: 'Host' });
  const status = await t.api.addBot(host.roomId, host.token, 1);
  expect(status.seats[1]).toMatchObject({ isBot: true, botLevel: 'easy' });
  const res = await fetch(`${t.url}/api/rooms/${host.roomId}/bots`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
    body: JSON.stringify({ seat: 1, level: 'grandmaster' }),
  });
  expect(res.status).toBe(400);
});

describe('the think pool', () => {
  const game = games['hush-auction'];
  const state = game.setup({ seed: 'pool', seats: 3, options: game.optionsSchema.parse({}) });
  const view = game.view(state, { kind: 'seat', seat: 0 });
  const task = { gameId: game.id, view, seat: 0, seed: 'x' };

  test("a search in a worker thread answers one of the seat's legal moves", async () => {
    const pool = new ThinkPool({ threads: 1 });
    try {
      expect(game.legalActions(state, 0)).toContainEqual(await pool.think(task, { iterations: 50, ms: 5_000 }));
    } finally {
      await pool.close();
    }
  });

  test('with its queue full, it answers null at once (the simple bot then plays) instead of queuing without end', async () => {
    const pool = new ThinkPool({ threads: 1, maxQueue: 2 });
    try {
      const slow = { iterations: 1_000_000, ms: 400 };
      const answers = await Promise.all([0, 1, 2, 3, 4, 5].map(() => pool.think(task, slow)));
      expect(answers.filter((a) => a === null).length).toBeGreaterThan(0);
      expect(answers.filter((a) => a !== null).length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
