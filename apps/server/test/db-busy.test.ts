import { PROTOCOL_VERSION } from '@sprawl/protocol';
import { startTestServer, type TestServer } from './harness';
import { RawClient } from './raw-client';

/**
 * A swamped database (every connection of the pool taken for longer than a
 * request may wait) is a busy server, not a broken one: the request is
 * refused with 503 `busy` and a sentence, nothing is changed, and the same
 * request succeeds once connections come free. It used to answer 500
 * `server_error`, which reads as a bug and tells a client not to retry.
 */

jest.setTimeout(30_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { dbPool: { connections: 2, waitMs: 1500 } } });
});
afterAll(() => t.stop());

/** Takes every connection of the server's pool for `ms` (more sleepers than connections: those that find none give up). */
function swamp(ms: number): Promise<unknown> {
  const sleep = () => t.server.db.$queryRawUnsafe(`SELECT pg_sleep(${ms / 1000})`);
  return Promise.allSettled([sleep(), sleep(), sleep()]);
}

test('an HTTP request that finds no free connection is refused as busy, and succeeds afterwards', async () => {
  const { roomId, token } = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
  const swamped = swamp(4000);
  await new Promise((r) => setTimeout(r, 300));
  const rename = await fetch(`${t.url}/api/rooms/${roomId}/name`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bea' }),
  });
  expect(rename.status).toBe(503);
  expect(await rename.json()).toEqual({
    code: 'busy',
    message: 'The server is very busy right now; nothing was changed. Try again in a moment.',
  });
  await swamped;
  const status = await t.api.status(roomId, { token });
  expect(status.seats.find((s) => s.index === 0)?.name).toBe('Ada');
});

test('a hello that finds no free connection is refused as busy on the socket, which stays usable', async () => {
  const { roomId, token } = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
  const c = await RawClient.open(t.wsUrl);
  const swamped = swamp(4000);
  await new Promise((r) => setTimeout(r, 300));
  const refused = await c.rejection({ type: 'hello', v: PROTOCOL_VERSION, roomId, token });
  expect(refused).toMatchObject({ code: 'busy' });
  await swamped;
  const welcome = c.next('welcome');
  c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId, token });
  await welcome;
  c.close();
});
