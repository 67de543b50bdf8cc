import { ROUTES } from '@sprawl/protocol';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(60_000);

/**
 * Every API route has a limit per address (issue 48): its own, or the read
 * limit, one budget shared by the routes without a limit of their own. The
 * web client's files are not counted.
 */
let t: TestServer;
beforeEach(async () => {
  t = await startTestServer({ config: { readRatePerSecond: 0.5, readBurst: 5 } });
});
afterEach(async () => t.stop());

const READS = [
  '/api/games',
  '/api/health',
  '/api/openapi.json',
  '/api/ws-messages.json',
  '/api/rooms/nosuchroom?invite=x',
];

test.each(READS)('%s is limited by the read limit, answered with rate_limited', async (url) => {
  const answers = await Promise.all(Array.from({ length: 12 }, async () => (await fetch(`${t.url}${url}`)).status));
  expect(answers.filter((s) => s === 429).length).toBe(7);
  const res = await fetch(`${t.url}${url}`);
  expect(res.status).toBe(429);
  expect(await res.json()).toMatchObject({ code: 'rate_limited' });
});

test('the read limit is one budget across the reads', async () => {
  const answers: number[] = [];
  for (const url of [...READS, ...READS]) answers.push((await fetch(`${t.url}${url}`)).status);
  expect(answers.filter((s) => s === 429).length).toBe(5);
});

test("the web client's files are not counted", async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => (await fetch(`${t.url}/some/page/of/the/client`)).status),
  );
  expect(answers).not.toContain(429);
});

test('unknown API paths are limited too', async () => {
  const answers = await Promise.all(
    Array.from({ length: 12 }, async () => (await fetch(`${t.url}/api/no/such/route`)).status),
  );
  expect(answers.filter((s) => s === 429).length).toBe(7);
  expect(answers.filter((s) => s === 404).length).toBe(5);
});

test('no route of the table goes without a limit but the WebSocket, which counts its sockets, hellos and frames', () => {
  const unlimited = Object.values(ROUTES)
    .filter((r) => r.limit === 'none')
    .map((r) => r.path);
  expect(unlimited).toEqual([ROUTES.socket.path]);
});
