import { roomParamsSchema } from '@sprawl/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoomService } from '../rooms/room-service';
import type { SeatPrincipal } from '../rooms/seat-principal';
import { bearer } from './auth';
import { parse } from './parse';

declare module 'fastify' {
  interface FastifyRequest {
    /** The seat the request's token opens in the room of its address, for routes that ask for one (`seated`). */
    principal: SeatPrincipal | null;
  }
}

/**
 * Authenticates once, at the edge: a preHandler that turns the room in the
 * address and the `Authorization: Bearer` token into the seat principal the
 * handler receives (`principalOf`), or refuses (no_token, bad_token, no_room).
 */
export function seated(app: FastifyInstance, rooms: RoomService): (req: FastifyRequest) => Promise<void> {
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
  return async (req) => {
    const { id } = parse(roomParamsSchema, req.params, 'address');
    req.principal = await rooms.principal(id, bearer(req));
  };
}

/** The principal the `seated` preHandler found; a route that forgot it fails loudly. */
export function principalOf(req: FastifyRequest): SeatPrincipal {
  if (!req.principal) throw new Error(`${req.routeOptions.url ?? req.url} has no seat principal: add the seated preHandler`);
  return req.principal;
}
