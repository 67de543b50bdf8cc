import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogLine, Viewer } from '@sprawl/rules';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import { GAMES, gameOf, type GameRegistry, type GameState } from '../matches/games';
import { newRuntime, replayRows, type LogRow } from '../matches/runtime';
import type { RoomService } from '../rooms/room-service';
import { bearer } from './auth';


/** Room members (token) and invitees (invite code) may look at a room's matches. */
async function member(rooms: RoomService, req: FastifyRequest<{ Params: { id: string }; Querystring: { invite?: string } }>): Promise<void> {
  const token = bearer(req);
  if (token) await rooms.seatOf(req.params.id, token);
  else await rooms.checkInvite(req.params.id, req.query.invite);
}

/**
 * Replays of stored matches: the list of a room's matches, the steps of one,
 * and the view at any step, rebuilt from the nearest snapshot plus the log.
 * While a match runs only the spectator view is available.
 */
export function replayRoutes(app: FastifyInstance, db: Db, rooms: RoomService, games: GameRegistry = GAMES): void {
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

  app.get<{ Params: { id: string; matchId: string }; Querystring: { invite?: string } }>('/api/rooms/:id/matches/:matchId/steps', async (req) => {
    await member(rooms, req);
    const match = await db.match.findFirst({ where: { id: req.params.matchId, roomId: req.params.id } });
    if (!match) return refuse('no_match', 'There is no such match in this room.', 404);
    const rows = await db.action.findMany({ where: { matchId: match.id }, orderBy: { seq: 'asc' } });
    return {
      matchId: match.id,
      status: match.status,
      steps: rows.map((r) => ({ seq: r.seq, seat: r.seat, kind: r.kind, at: r.createdAt.toISOString(), log: r.log as unknown as LogLine[] })),
    };
  });

  app.get<{ Params: { id: string; matchId: string; step: string }; Querystring: { invite?: string; viewer?: string } }>(
    '/api/rooms/:id/matches/:matchId/steps/:step/view',
    async (req) => {
      await member(rooms, req);
      const match = await db.match.findFirst({ where: { id: req.params.matchId, roomId: req.params.id } });
      if (!match) return refuse('no_match', 'There is no such match in this room.', 404);
      const step = Number(req.params.step);
      if (!Number.isInteger(step) || step < 0 || step > match.version) refuse('bad_step', `Steps run from 0 to ${match.version}.`, 400);
      const omniscient = req.query.viewer === 'omniscient';
      if (omniscient && match.status !== 'finished') refuse('match_running', 'Face-down cards are only shown once the match has finished.', 403);
      const game = gameOf(games, match.game);
      const snapshot = await db.snapshot.findFirst({ where: { matchId: match.id, version: { lte: step } }, orderBy: { version: 'desc' } });
      if (!snapshot) return refuse('no_snapshot', 'The match has no stored starting position.', 500);
      const rt = newRuntime(match.id, match.roomId, game, snapshot.state as unknown as GameState, snapshot.version);
      const rows = await db.action.findMany({ where: { matchId: match.id, seq: { gt: snapshot.version, lte: step } }, orderBy: { seq: 'asc' } });
      replayRows(rt, rows.map((r) => ({ ...r, kind: r.kind as LogRow['kind'], log: r.log as unknown as LogLine[] })));
      const viewer: Viewer = omniscient ? { kind: 'omniscient' } : { kind: 'spectator' };
      return { step, view: game.view(rt.state, viewer) };
    },
  );
}
