import { PROTOCOL_VERSION } from '@sprawl/protocol';
import pino from 'pino';
import { Client } from 'pg';
import WebSocket from 'ws';
import { buildServer } from '../src/app';
import { readConfig } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

const log: string[] = [];
const orig = Client.prototype.query;
(Client.prototype as unknown as { query: unknown }).query = function (this: Client, ...args: unknown[]) {
  const a = args[0] as string | { text?: string; name?: string };
  log.push(
    typeof a === 'string'
      ? a.replace(/\s+/g, ' ').slice(0, 110)
      : `[${a.name ?? ''}] ${(a.text ?? '').replace(/\s+/g, ' ').slice(0, 100)}`,
  );
  return (orig as (...x: unknown[]) => unknown).apply(this, args);
} as never;

async function main() {
  const pg = await startEmbeddedPostgres('/tmp/diag/data' + Date.now(), pino({ level: 'silent' }), { fast: true });
  await pg.createDatabase('d');
  const url = pg.url('d');
  await migrate(url);
  const config = { ...readConfig({}), webDir: '/nonexistent', port: 0, host: '127.0.0.1' };
  const server = await buildServer(config, url, pino({ level: 'silent' }));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as { port: number }).port;
  const step = async (name: string, f: () => Promise<unknown>) => {
    await new Promise((r) => setTimeout(r, 300));
    log.length = 0;
    await f();
    await new Promise((r) => setTimeout(r, 300));
    console.log(`== ${name}: ${log.length} queries`);
    for (const l of log) console.log('   ' + l);
  };
  const post = async (u: string, body: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${u}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return (await res.json()) as Record<string, string>;
  };
  for (let round = 0; round < 2; round++) {
    let host: Record<string, string> = {};
    const tokens: string[] = [];
    await step('create', async () => {
      host = await post('/api/rooms', { game: 'hush-auction', seats: 4, name: 'Host' });
      tokens.push(host.token);
    });
    await step('join', async () => {
      tokens.push((await post('/api/rooms/join', { inviteCode: host.inviteCode, name: 'G2' })).token);
    });
    for (let i = 2; i < 4; i++)
      tokens.push((await post('/api/rooms/join', { inviteCode: host.inviteCode, name: `G${i + 1}` })).token);
    const sockets: WebSocket[] = [];
    await step('connect 4', async () => {
      await Promise.all(
        tokens.map(
          (token) =>
            new Promise<void>((resolve) => {
              const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
              sockets.push(ws);
              ws.on('open', () =>
                ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, roomId: host.roomId, token })),
              );
              ws.on('message', (d) => {
                if ((JSON.parse(String(d)) as { type: string }).type === 'welcome') resolve();
              });
            }),
        ),
      );
    });
    await step('start', async () => {
      await post(`/api/rooms/${host.roomId}/start`, {}, host.token);
    });
    for (const ws of sockets) ws.close();
  }
  await server.app.close();
  await pg.stop();
  process.exit(0);
}
void main();
