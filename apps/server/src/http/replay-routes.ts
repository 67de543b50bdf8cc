import { matchPlayers } from '../replays/match-players';
import { withLiveVersion } from '../matches/match-rows';
import {
  forkBodySchema,
  forkReplySchema,
  importReplySchema,
  inviteQuerySchema,
  MAX_REPLAY_FILE_BYTES,
  matchParamsSchema,
  matchSummarySchema,
  replayFileSchema,
  replayStepsReplySchema,
  replayViewReplySchema,
  roomParamsSchema,
  stepParamsSchema,
} from '@sprawl/protocol';
import { z } from 'zod';
import { describeRoute } from './openapi';
import type { Viewer } from '@sprawl/rules';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import type { GameRegistry } from '../matches/games';
import type { MatchService } from '../matches/match-service';
import { exportReplay } from '../replays/export';
import { forkMatch } from '../replays/fork';
import { importReplay } from '../replays/import';
import type { ReplayService } from '../replays/service';
import type { ChatService } from '../rooms/chat-service';
import type { ForkPositions } from '../replays/fork-positions';
import type { Rooms } from '../rooms/rooms';
import { perAddress } from './limits';
import { parse } from './parse';
import { member, principalOf, seated } from './seat-auth';

export interface ReplayDeps {
  db: Db;
  rooms: Rooms;
  matches: MatchService;
  replays: ReplayService;
  positions: ForkPositions;
  chat: ChatService;
  games: GameRegistry;
}

type ImportLimits = Pick<Config, 'importRatePerSecond' | 'importBurst' | 'importsAtOnce'>;

/**
 * Replays of stored matches: the list of a room's matches, the steps of one
 * (with the public scores after each), the view at any step, export of a
 * finished match as a replay file, import of such a file, and forks.
 * While a match runs only public information leaves here.
 */
export function replayRoutes(app: FastifyInstance, deps: ReplayDeps, limits: ImportLimits): void {
  const { db, rooms, replays } = deps;
  // Importing replays a whole game on the server: a few per minute per address is plenty for people,
  // and only a few run at once on the whole server; the others are told to come back at once rather than queued.
  const imports = perAddress(
    limits.importRatePerSecond,
    limits.importBurst,
    'Too many imports from your address; wait a few minutes and try again.',
  );
  let importing = 0;
  // Room members (token) and invitees (invite code) may look at a room's matches; the host forks (http/seat-auth.ts).
  const ofRoom = member(app, rooms.seats);
  const ofMatch = member(app, rooms.seats, { params: matchParamsSchema });
  const atStep = member(app, rooms.seats, { params: stepParamsSchema });
  const host = seated(app, rooms.seats, { params: matchParamsSchema, body: forkBodySchema });

  const tags = ['replays'];
  app.get(
    '/api/rooms/:id/matches',
    {
      preHandler: ofRoom,
      schema: describeRoute({
        summary: 'The matches played in a room, newest first.',
        tags,
        params: roomParamsSchema,
        query: inviteQuerySchema,
        reply: z.array(matchSummarySchema),
        token: true,
      }),
    },
    async (req) => {
      const { id } = parse(roomParamsSchema, req.params, 'address');
      const seats = await db.seat.findMany({ where: { roomId: id }, orderBy: { index: 'asc' } });
      const list = await Promise.all(
        (await db.match.findMany({ where: { roomId: id }, orderBy: { createdAt: 'desc' } })).map((m) =>
          withLiveVersion(db, m),
        ),
      );
      return list.map((m) => ({
        id: m.id,
        status: m.status,
        players: matchPlayers(m, seats).map((p) => p.name),
        createdAt: m.createdAt.toISOString(),
        finishedAt: m.finishedAt?.toISOString() ?? null,
        length: m.version,
        result: m.result ?? null,
        rulesVersion: m.rulesVersion,
        forkedFrom: m.forkedFrom,
      }));
    },
  );

  app.get(
    '/api/rooms/:id/matches/:matchId/steps',
    {
      preHandler: ofMatch,
      schema: describeRoute({
        summary: 'Every step of a match with its log and public scores.',
        tags,
        params: matchParamsSchema,
        query: inviteQuerySchema,
        reply: replayStepsReplySchema,
        token: true,
      }),
    },
    async (req) => {
      const { id, matchId } = parse(matchParamsSchema, req.params, 'address');
      return { ...(await replays.steps(await replays.match(id, matchId))), chat: await deps.chat.ofMatch(matchId) };
    },
  );

  app.get(
    '/api/rooms/:id/matches/:matchId/steps/:step/view',
    {
      preHandler: atStep,
      schema: describeRoute({
        summary: 'The table at one step, as a spectator saw it (or with face-down cards once finished).',
        tags,
        params: stepParamsSchema,
        query: inviteQuerySchema,
        reply: replayViewReplySchema,
        token: true,
      }),
    },
    async (req) => {
      const { id, matchId, step } = parse(stepParamsSchema, req.params, 'address');
      const match = await replays.match(id, matchId);
      const viewer: Viewer =
        parse(inviteQuerySchema, req.query, 'query').viewer === 'omniscient'
          ? { kind: 'omniscient' }
          : { kind: 'spectator' };
      return replays.viewAt(match, step, viewer);
    },
  );

  app.get(
    '/api/rooms/:id/matches/:matchId/export',
    {
      preHandler: ofMatch,
      schema: describeRoute({
        summary: 'A finished match as a replay file (docs/replay-format.md).',
        tags,
        params: matchParamsSchema,
        query: inviteQuerySchema,
        reply: replayFileSchema,
        token: true,
      }),
    },
    async (req, reply) => {
      const { id, matchId } = parse(matchParamsSchema, req.params, 'address');
      const file = await exportReplay(db, replays, await replays.match(id, matchId));
      reply.header('content-disposition', `attachment; filename="sprawl-replay-${matchId}.json"`);
      return file;
    },
  );

  app.post(
    '/api/replays/import',
    {
      bodyLimit: MAX_REPLAY_FILE_BYTES,
      config: imports,
      schema: describeRoute({
        summary: 'Store a replay file as a finished match in a new room, after replaying and checking every step.',
        tags,
        body: replayFileSchema,
        reply: importReplySchema,
        status: 201,
      }),
    },
    async (req, reply) => {
      const file = parse(replayFileSchema, req.body);
      if (importing >= limits.importsAtOnce)
        refuse('busy', 'The server is importing other files right now; try again in a minute.');
      importing++;
      // The connection closing before the answer is written means nobody would hear of the result.
      let gone = false;
      reply.raw.once('close', () => (gone = !reply.raw.writableFinished));
      try {
        const stored = await importReplay(db, deps.games, file, { stillWanted: () => !gone });
        reply.code(201);
        return stored;
      } finally {
        importing--;
      }
    },
  );

  app.post(
    '/api/rooms/:id/matches/:matchId/fork',
    {
      preHandler: host,
      schema: describeRoute({
        summary: 'Start a new match from a step of a finished one (host).',
        tags,
        params: matchParamsSchema,
        body: forkBodySchema,
        reply: forkReplySchema,
        status: 201,
        token: true,
      }),
    },
    async (req, reply) => {
      const { matchId } = parse(matchParamsSchema, req.params, 'address');
      const body = parse(forkBodySchema, req.body);
      const result = await forkMatch(deps, principalOf(req), matchId, body);
      reply.code(201);
      return result;
    },
  );
}
