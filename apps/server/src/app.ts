import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { MAX_FRAME_BYTES } from '@sprawl/protocol';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import { Fanout } from './db/fanout';
import { createPool } from './db/pool';
import { connectPrisma, type Db } from './db/prisma';
import { ServiceError } from './errors';
import { replayRoutes } from './http/replay-routes';
import { gameRoutes } from './http/game-routes';
import { healthRoutes } from './http/health';
import { strictJsonBodies } from './http/json-body';
import { roomRoutes } from './http/routes';
import { GAMES, type GameRegistry } from './matches/games';
import { MatchService } from './matches/match-service';
import { positionOf } from './replays/fork';
import { ReplayService } from './replays/service';
import { ChatService } from './rooms/chat-service';
import { RoomService } from './rooms/room-service';
import { Hub } from './ws/hub';
import { Metrics, metricsRoute } from './metrics';
import { describeRoute, registerOpenApi, type RouteCatalogue } from './http/openapi';
import fastifyRateLimit from '@fastify/rate-limit';

export interface Server {
  app: FastifyInstance;
  db: Db;
  matches: MatchService;
  rooms: RoomService;
  replays: ReplayService;
  hub: Hub;
  /** Every route registered (method and path), for checking the API description against. */
  routes: RouteCatalogue;
  /** Graceful shutdown: closes sockets, lets queued moves commit, then closes HTTP and the database pool. */
  close: () => Promise<void>;
}

/** Wires the server together over an already migrated database. */
export async function buildServer(config: Config, databaseUrl: string, logger: Logger, games?: GameRegistry): Promise<Server> {
  const pool = createPool(databaseUrl, logger);
  const db = connectPrisma(pool);
  // Fastify's own request logging writes two lines per request; we write one, in onResponse.
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Path parameters are checked by the routes' own schemas, which refuse an overlong id with a sentence.
    routerOptions: { maxParamLength: 2048 },
  });
  // Before any route, so that the API description and the route catalogue see every one.
  const routes: RouteCatalogue = [];
  await registerOpenApi(app, routes);
  const fanout = config.fanout ? new Fanout(databaseUrl, pool, logger) : null;
  // Read only when scraped; `hub` and `matches` exist by then.
  const metrics: Metrics | null = config.metricsToken ? new Metrics({ sockets: (): Record<string, number> => hub.socketsByRole(), liveMatches: (): number => matches.liveCount(), pool }) : null;
  const matches: MatchService = new MatchService(db, pool, logger, {
    snapshotEvery: config.snapshotEvery, botDelayMs: config.botDelayMs, commitGatherMs: config.commitGatherMs, games, announceAs: fanout?.serverId ?? null, botSecret: config.serverSecret,
    metrics: metrics ?? undefined,
    idleMs: config.matchIdleSeconds * 1000, heldCap: config.matchesInMemory,
    abandonAfterMs: config.abandonAfterHours * 3_600_000, abandonSweepMs: config.abandonSweepSeconds * 1000,
  });
  const replays = new ReplayService(db, games ?? GAMES);
  const rooms = new RoomService(db, pool, matches, logger, config.graceSeconds, (ref) => positionOf(db, replays, ref), games ?? GAMES);
  // A match ended as abandoned shows its room as finished to whoever is looking (here and, through fan-out, elsewhere).
  matches.onAbandoned((ended) => rooms.changed(ended.roomId));
  const chat = new ChatService(db, pool);
  const hub: Hub = new Hub(matches, rooms, chat, logger, {
    ratePerSecond: config.wsRatePerSecond, rateBurst: config.wsRateBurst, heartbeatMs: config.heartbeatMs,
    socketsPerAddress: config.socketsPerAddress, helloRatePerSecond: config.helloRatePerSecond, helloBurst: config.helloBurst,
    spectatorsPerRoom: config.spectatorsPerRoom,
  });
  if (fanout) {
    // Other server processes on the same database: their moves and room changes reach this one's clients too.
    fanout.onMove((matchId, version) => matches.follow(matchId, version));
    fanout.onRoom((roomId) => rooms.changed(roomId, 'elsewhere'));
    rooms.onChange((roomId, where) => where === 'here' && fanout.announceRoom(roomId));
    // A chat line said here reaches the room's connections on other processes with the room's announcement (ws/hub.ts).
    chat.onLine((roomId) => fanout.announceRoom(roomId));
    await fanout.start();
  }

  app.addHook('onResponse', (req, reply, done) => {
    if (req.url !== '/ws') {
      req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    }
    done();
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ServiceError) return reply.code(err.status).send({ code: err.code, message: err.message });
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ code: 'body_too_large', message: 'That request is too large.' });
    if (status < 500) {
      const code = (err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'malformed_json' : 'bad_request';
      return reply.code(status).send({ code, message: code === 'malformed_json' ? 'The request body is not valid JSON.' : err instanceof Error ? err.message : 'Bad request.' });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ code: 'server_error', message: 'Something went wrong on the server.' });
  });

  // ws accepts frames up to 16x the protocol limit so that the hub can answer an oversized one with a
  // clear refusal; anything bigger closes the connection (code 1009) before it is even buffered.
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES * 16 } });
  // HTTP routes opt in with their own limits (http/limits.ts).
  await app.register(fastifyRateLimit, { global: false });
  app.get('/ws', {
    websocket: true,
    schema: describeRoute({ summary: 'The WebSocket of moves and table updates: upgrade, then JSON messages as described at /api/ws-messages.json.', tags: ['websocket'] }),
  }, (socket, req) => hub.accept(socket, req.ip));
  strictJsonBodies(app);
  healthRoutes(app, pool);
  if (metrics && config.metricsToken) metricsRoute(app, metrics, config.metricsToken);
  gameRoutes(app, games ?? GAMES);
  roomRoutes(app, rooms, config);
  replayRoutes(app, { db, rooms, matches, replays, chat, games: games ?? GAMES }, config);

  const notFound = { code: 'not_found', message: 'There is nothing here.' };
  if (fs.existsSync(path.join(config.webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false });
    // Client-side routes (/room/:id, /join/:code...) all load the single page; API and socket paths do not.
    app.setNotFoundHandler((req, reply) => {
      const api = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/ws');
      if (req.method === 'GET' && !api) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send(notFound);
    });
  } else {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send(notFound));
  }

  await rooms.resumeBots();
  let closing: Promise<void> | null = null;
  return {
    app,
    db,
    matches,
    rooms,
    replays,
    hub,
    routes,
    close: () => (closing ??= (async () => {
      hub.closeAll();
      rooms.close();
      await matches.close();
      await app.close();
      await fanout?.close();
      await db.$disconnect();
    })()),
  };
}
