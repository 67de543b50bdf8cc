import { PROTOCOL_VERSION } from '@sprawl/protocol';
import { startTestServer, waitFor } from './harness';
import { RawClient } from './raw-client';

/**
 * Behind a load balancer (deploy/haproxy.cfg), a stopping process first says
 * it is not ready and keeps its players for DRAIN_MS, so that the balancer
 * takes it out before they reconnect; only then are their sockets closed with
 * 1012, the code on which clients reconnect (through the balancer, elsewhere).
 */

jest.setTimeout(60_000);

test('on shutdown readiness answers 503 shutting_down while the sockets stay open for DRAIN_MS, then they close with 1012', async () => {
  const t = await startTestServer({ config: { drainMs: 600 } });
  const { roomId, token } = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
  // The address a client of the SDK uses: the room named in the query for the balancer; the server reads the hello.
  const c = await RawClient.open(`${t.wsUrl}?room=${encodeURIComponent(roomId)}`);
  c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId, token });
  await c.next('welcome');
  let closeCode: number | null = null;
  c.ws.on('close', (code) => (closeCode = code));
  expect((await fetch(`${t.url}/api/health/ready`)).status).toBe(200);

  const stopping = t.stop();
  const ready = await fetch(`${t.url}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ ok: false, code: 'shutting_down' });
  expect((await fetch(`${t.url}/api/health`)).status).toBe(503);
  // Still there while the balancer notices: the player is not dropped before there is somewhere else to go.
  await new Promise((r) => setTimeout(r, 200));
  expect(c.closed).toBe(false);

  await stopping;
  await waitFor(() => closeCode !== null, 'the socket to close');
  expect(closeCode).toBe(1012);
});
