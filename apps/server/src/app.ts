import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import { connectPrisma, type Db } from './db/prisma';
import { ServiceError } from './errors';
import { roomRoutes } from './http/routes';
import { replayRoutes } from './http/replay-routes';
import { MatchService } from './matches/match-service';
import { RoomService } from './rooms/room-service';
import { Hub } from './ws/hub';

export interface Server {
  app: FastifyInstance;
  db: Db;
  matches: MatchService;
  rooms: RoomService;
  close: () => Promise<void>;
}

/** Wires the server together over an already migrated database. */
export async function buildServer(config: Config, databaseUrl: string, logger: Logger): Promise<Server> {
  const db = connectPrisma(databaseUrl);
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, bodyLimit: 64 * 1024 });
  const matches = new MatchService(db, logger, config.snapshotEvery);
  const rooms = new RoomService(db, matches, logger, config.graceSeconds);
  const hub = new Hub(matches, rooms, logger);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ServiceError) return reply.code(err.status).send({ code: err.code, message: err.message });
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ code: 'bad_request', message: err instanceof Error ? err.message : 'Bad request.' });
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ code: 'server_error', message: 'Something went wrong on the server.' });
  });

  // The socket accepts big frames so that the hub can answer an oversized one with a clear refusal.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  app.get('/ws', { websocket: true }, (socket, req) => hub.accept(socket, req.ip));
  roomRoutes(app, rooms);
  replayRoutes(app, db, matches, rooms);

  if (fs.existsSync(path.join(config.webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false });
    // Client-side routes (/join/..., /room/...) all load the single page.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/ws')) return reply.sendFile('index.html');
      return reply.code(404).send({ code: 'not_found', message: 'There is nothing here.' });
    });
  } else {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: 'not_found', message: 'There is nothing here.' }));
  }

  await rooms.resumeBots();
  return {
    app,
    db,
    matches,
    rooms,
    close: async () => {
      hub.closeAll();
      await matches.close();
      await app.close();
      await db.$disconnect();
    },
  };
}
