import { connect, startTestServer, waitFor, type TestServer } from './harness';

/**
 * /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN:
 * after a few moves (one of them refused) the counters, histograms and gauges
 * have moved. Without the token the route refuses; without a configured
 * token there is no route at all.
 */
jest.setTimeout(60_000);

const TOKEN = 'scraper-secret-0123456789';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { metricsToken: TOKEN } });
});
afterAll(async () => t.stop());

const scrape = (token?: string) =>
  fetch(`${t.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
/** The value of one sample line, e.g. `sprawl_sockets{role="seat"}`. */
const sample = (text: string, name: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no sample ${name}`);
  return Number(line.slice(name.length + 1));
};

test('moves, commits, sockets, matches and the pool are counted', async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
  const players = [connect(t, host.roomId, { token: host.token }), connect(t, host.roomId, { token: guest.token })];
  const watcher = connect(t, host.roomId, { inviteCode: host.inviteCode });
  await waitFor(() => [...players, watcher].every((p) => p.state.connected), 'everyone to connect');
  await t.api.start(host.roomId, host.token);
  await waitFor(() => players.every((p) => p.state.view !== null), 'first views');
  let made = 0;
  for (const p of players) {
    if (p.state.legal.length === 0) continue;
    const version = await p.send(p.state.legal[0]);
    made++;
    // The next player moves on the table this move made (simultaneous bids would otherwise race).
    await waitFor(() => players.every((q) => q.state.version === version), `version ${version} everywhere`);
  }
  expect(made).toBeGreaterThan(0);
  // A move the rules cannot read is refused with its code.
  await expect(players[0].send({ type: 'no such move' })).rejects.toMatchObject({ code: expect.any(String) });

  const res = await scrape(TOKEN);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  expect(sample(text, 'sprawl_moves_accepted_total')).toBe(made);
  expect(text).toMatch(/^sprawl_moves_refused_total\{code="[a-z_]+"\} 1$/m);
  expect(sample(text, 'sprawl_commit_batch_size_count')).toBeGreaterThanOrEqual(made);
  expect(sample(text, 'sprawl_commit_seconds_count')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'sprawl_move_to_broadcast_seconds_count')).toBe(made);
  expect(sample(text, 'sprawl_sockets{role="seat"}')).toBe(2);
  expect(sample(text, 'sprawl_sockets{role="spectator"}')).toBe(1);
  expect(sample(text, 'sprawl_live_matches')).toBe(1);
  expect(sample(text, 'sprawl_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  expect(text).toContain('sprawl_nodejs_eventloop_lag_p99_seconds');
  expect(text).toContain('sprawl_nodejs_gc_duration_seconds');
  for (const p of [...players, watcher]) p.close();
});

test('the scraper must hold the token', async () => {
  expect((await scrape()).status).toBe(401);
  expect((await scrape('x'.repeat(TOKEN.length))).status).toBe(401);
  expect(await (await scrape('wrong')).json()).toEqual({
    code: 'bad_token',
    message: "Metrics need the scraper's token.",
  });
});

test('without a configured token there is no /metrics at all', async () => {
  const plain = await startTestServer();
  try {
    expect((await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  } finally {
    await plain.stop();
  }
});

test('failed guesses of the token are limited per address, and then even the right token waits', async () => {
  const scrapeFrom = (remoteAddress: string, token: string) =>
    t.server.app.inject({ url: '/metrics', remoteAddress, headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 10; i++)
    expect((await scrapeFrom('10.0.0.7', `guess-${i}-0123456789abcdef`)).statusCode).toBe(401);
  const refused = await scrapeFrom('10.0.0.7', 'guess-10-0123456789abcdef');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    code: 'rate_limited',
    message: 'Too many wrong metrics tokens from your address; try again in 10 seconds.',
  });
  expect(refused.headers['retry-after']).toBe('10');
  // A right guess now would tell the guesser nothing new: it is refused like the others.
  expect((await scrapeFrom('10.0.0.7', TOKEN)).statusCode).toBe(429);
  // The real scraper, on its own address, is not held up.
  expect((await scrapeFrom('10.0.0.8', TOKEN)).statusCode).toBe(200);
});
