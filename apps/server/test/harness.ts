import pino, { type Logger } from 'pino';
import { ApiError, MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { buildServer, type Server } from '../src/app';
import { readConfig, type Config } from '../src/config';
import type { GameRegistry } from '../src/matches/games';
import { freshDatabase } from './support/database';

export interface TestServer {
  server: Server;
  url: string;
  wsUrl: string;
  port: number;
  api: RoomsApi;
  databaseUrl: string;
  stop: () => Promise<void>;
}

export interface TestServerOptions {
  databaseUrl?: string;
  port?: number;
  config?: Partial<Config>;
  games?: GameRegistry;
  /** Where the server logs; silent unless TEST_LOG names a level. */
  logger?: Logger;
}

/** A real server on a fresh (or given) database, listening on a loopback port. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = opts.databaseUrl ?? (await freshDatabase());
  const config: Config = {
    ...readConfig({}),
    port: opts.port ?? 0,
    webDir: '/nonexistent',
    graceSeconds: 0,
    botDelayMs: 0,
    wsRatePerSecond: 10_000,
    wsRateBurst: 10_000,
    joinRatePerSecond: 1000,
    joinRateBurst: 1000,
    seatChangeRatePerSecond: 10_000,
    seatChangeBurst: 10_000,
    socketsPerAddress: 10_000,
    helloRatePerSecond: 10_000,
    helloBurst: 10_000,
    roomRatePerSecond: 10_000,
    roomBurst: 10_000,
    importRatePerSecond: 10_000,
    importBurst: 10_000,
    hintRatePerSecond: 10_000,
    hintBurst: 10_000,
    tablesRatePerSecond: 10_000,
    tablesBurst: 10_000,
    readRatePerSecond: 10_000,
    readBurst: 10_000,
    ...opts.config,
  };
  const server = await buildServer(
    config,
    databaseUrl,
    opts.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' }),
    opts.games,
  );
  const address = await server.app.listen({ host: '127.0.0.1', port: config.port });
  const port = Number(new URL(address).port);
  return {
    server,
    url: address,
    port,
    wsUrl: `${address.replace('http', 'ws')}/ws`,
    api: new RoomsApi(address),
    databaseUrl,
    stop: () => server.close(),
  };
}

/** A client connection through the SDK; `frames` collects every raw frame it receives (for leak checks). */
export function connect<V = unknown>(
  t: { wsUrl: string },
  roomId: string,
  auth: { token?: string; inviteCode?: string },
  frames?: string[],
): MatchConnection<V> {
  const socket = (url: string) => {
    const s = nodeSocket(url);
    if (frames)
      (s as unknown as { on: (ev: string, cb: (d: Buffer) => void) => void }).on('message', (d) =>
        frames.push(d.toString()),
      );
    return s;
  };
  return new MatchConnection<V>({ url: t.wsUrl, roomId, ...auth, socket, reconnectDelayMs: 50 });
}

export async function waitFor(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Waits until an asynchronous check holds (waitFor takes synchronous ones). */
export async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The API refusal a request ends in (code, status, sentence); fails when it succeeds. */
export const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, status: e.status, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
};
