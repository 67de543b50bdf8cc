import { connect, startTestServer, waitFor, type TestServer } from './harness';

/**
 * Bots that owe a decision at the same time (a simultaneous round) answer
 * after one delay, together, not each after the one before: at a Hush
 * Auction table of one person and three bots, the person waited three
 * delays for the bots' bids of every round (an outside try saw it).
 */
jest.setTimeout(120_000);

const DELAY_MS = 1_500;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { botDelayMs: DELAY_MS } });
});
afterAll(async () => t.stop());

test('three bots of a simultaneous round bid together, at every level, and the round goes on once the person bids', async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 4, name: 'Host' });
  await t.api.addBot(host.roomId, host.token, 1, 'easy');
  await t.api.addBot(host.roomId, host.token, 2, 'normal');
  await t.api.addBot(host.roomId, host.token, 3, 'hard');
  const player = connect(t, host.roomId, { token: host.token });
  await waitFor(() => player.state.connected, 'the host to connect');
  // When the person's screen first reached each version (a frame may carry several).
  const seen = new Map<number, number>();
  const off = player.onChange((s) => {
    for (let v = 1; v <= s.version; v++) if (!seen.has(v)) seen.set(v, performance.now());
  });
  const { matchId } = await t.api.start(host.roomId, host.token);
  await waitFor(() => player.state.version >= 3, 'the three bots to bid', 4 * DELAY_MS + 10_000);
  // One delay apart each, the first and the last bid would be two delays apart at least.
  expect((seen.get(3) as number) - (seen.get(1) as number)).toBeLessThan(DELAY_MS);
  const rt = await t.server.matches.runtime(matchId);
  expect(rt.game.seatsToAct(rt.state)).toEqual([0]);

  // The person's bid turns the round over, and the bots bid the next one together again.
  await player.send(player.state.legal[0]);
  await waitFor(() => player.state.version >= 7, "the next round's bids", 4 * DELAY_MS + 10_000);
  expect((seen.get(7) as number) - (seen.get(5) as number)).toBeLessThan(DELAY_MS);
  off();
  player.close();
});
