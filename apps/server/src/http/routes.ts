import { createRoomBody, joinRoomBody, seatBody } from '@sprawl/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuse } from '../errors';
import type { Config } from '../config';
import type { RoomService } from '../rooms/room-service';
import { bearer } from './auth';
import { parse } from './parse';
import { KeyedRateLimiter } from '../security/rate-limit';


/** The room endpoints under /api. Every body is checked with the protocol's zod schemas. */
export function roomRoutes(app: FastifyInstance, rooms: RoomService, config: Pick<Config, 'joinRatePerSecond' | 'joinRateBurst'>): void {
  // Join attempts are limited per address: invite codes have 128 random bits, and guessing should not even get started.
  const joins = new KeyedRateLimiter(config.joinRatePerSecond, config.joinRateBurst);

  app.get('/api/health', async () => ({ ok: true }));

  app.post('/api/rooms', async (req, reply: FastifyReply) => {
    const body = parse(createRoomBody, req.body);
    reply.code(201);
    return rooms.create(body.game, body.seats, body.variant, body.name);
  });

  app.post('/api/rooms/join', async (req) => {
    if (!joins.allow(req.ip)) refuse('rate_limited', 'Too many join attempts; wait a minute and try again.', 429);
    const body = parse(joinRoomBody, req.body);
    return rooms.join(body.inviteCode, body.name);
  });

  app.get<{ Params: { id: string }; Querystring: { invite?: string } }>('/api/rooms/:id', async (req) => {
    const token = bearer(req);
    if (token) await rooms.seatOf(req.params.id, token);
    else await rooms.checkInvite(req.params.id, req.query.invite);
    return rooms.status(req.params.id);
  });

  app.post<{ Params: { id: string } }>('/api/rooms/:id/bots', async (req) => {
    const { seat } = parse(seatBody, req.body);
    return rooms.addBot(req.params.id, bearer(req), seat);
  });

  app.post<{ Params: { id: string } }>('/api/rooms/:id/start', async (req) => ({ matchId: await rooms.start(req.params.id, bearer(req)) }));

  app.post<{ Params: { id: string } }>('/api/rooms/:id/leave', async (req) => {
    await rooms.leave(req.params.id, bearer(req));
    return { ok: true };
  });

  app.post<{ Params: { id: string } }>('/api/rooms/:id/stand-in', async (req) => {
    const { seat } = parse(seatBody, req.body);
    return rooms.handToBot(req.params.id, bearer(req), seat);
  });
}
