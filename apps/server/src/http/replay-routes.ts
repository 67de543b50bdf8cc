import { forkBodySchema, inviteQuerySchema, MAX_REPLAY_FILE_BYTES, matchParamsSchema, replayFileSchema, roomParamsSchema, stepParamsSchema } from '@sprawl/protocol';
import type { Viewer } from '@sprawl/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import type { GameRegistry } from '../matches/games';
import type { MatchService } from '../matches/match-service';
import { exportReplay } from '../replays/export';
import { forkMatch } from '../replays/fork';
import { importReplay } from '../replays/import';
import type { ReplayService } from '../replays/service';
import type { RoomService } from '../rooms/room-service';
import { perAddress } from './limits';
import { bearer } from './auth';
import { parse } from './parse';

/** Room members (token) and invitees (invite code) may look at a room's matches. */
async function member(rooms: RoomService, req: FastifyRequest, roomId: string): Promise<void> {
  const { invite } = parse(inviteQuerySchema, req.query, 'query');
  const token = bearer(req);
  if (token) await rooms.seatOf(roomId, token);
  else await rooms.checkInvite(roomId, invite);
}

export interface ReplayDeps {
  db: Db;
  rooms: RoomService;
  matches: MatchService;
  replays: ReplayService;
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
  const imports = perAddress(limits.importRatePerSecond, limits.importBurst, 'Too many imports from your address; wait a few minutes and try again.');
  let importing = 0;

  app.get('/api/rooms/:id/matches', async (req) => {
    const { id } = parse(roomParamsSchema, req.params, 'address');
    await member(rooms, req, id);
    const seats = await db.seat.findMany({ where: { roomId: id }, orderBy: { index: 'asc' } });
    const list = await db.match.findMany({ where: { roomId: id }, orderBy: { createdAt: 'desc' } });
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

  app.get('/api/rooms/:id/matches/:matchId/steps', async (req) => {
    const { id, matchId } = parse(matchParamsSchema, req.params, 'address');
    await member(rooms, req, id);
    return replays.steps(await replays.match(id, matchId));
  });

  app.get('/api/rooms/:id/matches/:matchId/steps/:step/view', async (req) => {
    const { id, matchId, step } = parse(stepParamsSchema, req.params, 'address');
    await member(rooms, req, id);
    const match = await replays.match(id, matchId);
    const viewer: Viewer = parse(inviteQuerySchema, req.query, 'query').viewer === 'omniscient' ? { kind: 'omniscient' } : { kind: 'spectator' };
    return replays.viewAt(match, step, viewer);
  });

  app.get('/api/rooms/:id/matches/:matchId/export', async (req, reply) => {
    const { id, matchId } = parse(matchParamsSchema, req.params, 'address');
    await member(rooms, req, id);
    const file = await exportReplay(db, replays, await replays.match(id, matchId));
    reply.header('content-disposition', `attachment; filename="sprawl-replay-${matchId}.json"`);
    return file;
  });

  app.post('/api/replays/import', { bodyLimit: MAX_REPLAY_FILE_BYTES, config: imports }, async (req, reply) => {
    const file = parse(replayFileSchema, req.body);
    if (importing >= limits.importsAtOnce) refuse('busy', 'The server is importing other files right now; try again in a minute.', 503);
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
  });

  app.post('/api/rooms/:id/matches/:matchId/fork', async (req, reply) => {
    const { id, matchId } = parse(matchParamsSchema, req.params, 'address');
    const body = parse(forkBodySchema, req.body);
    const result = await forkMatch(deps, id, matchId, bearer(req), body);
    reply.code(201);
    return result;
  });
}
