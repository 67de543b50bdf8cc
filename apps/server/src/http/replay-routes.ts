import { forkBodySchema, MAX_REPLAY_FILE_BYTES, replayFileSchema } from '@sprawl/protocol';
import type { Viewer } from '@sprawl/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import type { GameRegistry } from '../matches/games';
import type { MatchService } from '../matches/match-service';
import { exportReplay } from '../replays/export';
import { forkMatch } from '../replays/fork';
import { importReplay } from '../replays/import';
import type { ReplayService } from '../replays/service';
import type { RoomService } from '../rooms/room-service';
import { KeyedRateLimiter } from '../security/rate-limit';
import { bearer } from './auth';
import { parse } from './parse';

type MatchRequest = FastifyRequest<{ Params: { id: string; matchId: string }; Querystring: { invite?: string } }>;

/** Room members (token) and invitees (invite code) may look at a room's matches. */
async function member(rooms: RoomService, req: FastifyRequest<{ Params: { id: string }; Querystring: { invite?: string } }>): Promise<void> {
  const token = bearer(req);
  if (token) await rooms.seatOf(req.params.id, token);
  else await rooms.checkInvite(req.params.id, req.query.invite);
}

export interface ReplayDeps {
  db: Db;
  rooms: RoomService;
  matches: MatchService;
  replays: ReplayService;
  games: GameRegistry;
}

/**
 * Replays of stored matches: the list of a room's matches, the steps of one
 * (with the public scores after each), the view at any step, export of a
 * finished match as a replay file, import of such a file, and forks.
 * While a match runs only public information leaves here.
 */
export function replayRoutes(app: FastifyInstance, deps: ReplayDeps): void {
  const { db, rooms, replays } = deps;
  // Importing replays a whole game on the server: a few per minute per address is plenty for people.
  const imports = new KeyedRateLimiter(0.5, 20);

  app.get<{ Params: { id: string }; Querystring: { invite?: string } }>('/api/rooms/:id/matches', async (req) => {
    await member(rooms, req);
    const seats = await db.seat.findMany({ where: { roomId: req.params.id }, orderBy: { index: 'asc' } });
    const list = await db.match.findMany({ where: { roomId: req.params.id }, orderBy: { createdAt: 'desc' } });
    return list.map((m) => ({
      id: m.id,
      status: m.status,
      players: seats.map((s) => s.name ?? `Seat ${s.index + 1}`),
      createdAt: m.createdAt.toISOString(),
      finishedAt: m.finishedAt?.toISOString() ?? null,
      length: m.version,
      result: m.result ?? null,
      rulesVersion: m.rulesVersion,
      forkedFrom: m.forkedFrom,
    }));
  });

  app.get('/api/rooms/:id/matches/:matchId/steps', async (req: MatchRequest) => {
    await member(rooms, req);
    return replays.steps(await replays.match(req.params.id, req.params.matchId));
  });

  app.get<{ Params: { id: string; matchId: string; step: string }; Querystring: { invite?: string; viewer?: string } }>(
    '/api/rooms/:id/matches/:matchId/steps/:step/view',
    async (req) => {
      await member(rooms, req);
      const match = await replays.match(req.params.id, req.params.matchId);
      const viewer: Viewer = req.query.viewer === 'omniscient' ? { kind: 'omniscient' } : { kind: 'spectator' };
      return replays.viewAt(match, Number(req.params.step), viewer);
    },
  );

  app.get('/api/rooms/:id/matches/:matchId/export', async (req: MatchRequest, reply) => {
    await member(rooms, req);
    const file = await exportReplay(db, replays, await replays.match(req.params.id, req.params.matchId));
    reply.header('content-disposition', `attachment; filename="sprawl-replay-${req.params.matchId.replace(/[^A-Za-z0-9_-]/g, '')}.json"`);
    return file;
  });

  app.post('/api/replays/import', { bodyLimit: MAX_REPLAY_FILE_BYTES }, async (req, reply) => {
    if (!imports.allow(req.ip)) refuse('rate_limited', 'Too many imports at once; wait a minute and try again.', 429);
    const file = parse(replayFileSchema, req.body);
    reply.code(201);
    return importReplay(db, deps.games, file);
  });

  app.post<{ Params: { id: string; matchId: string } }>('/api/rooms/:id/matches/:matchId/fork', async (req, reply) => {
    const body = parse(forkBodySchema, req.body);
    const result = await forkMatch(deps, req.params.id, req.params.matchId, bearer(req), body);
    reply.code(201);
    return result;
  });
}
