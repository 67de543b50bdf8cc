import { inviteQuerySchema, roomParamsSchema } from '@sprawl/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SeatPrincipal } from '../rooms/lobby/seat-principal';
import { bearer } from './auth';
import { parse } from './parse';

declare module 'fastify' {
  interface FastifyRequest {
    /** The seat the request's token opens in the room of its address, for routes that ask for one (`seated`, or `member` with a token). */
    principal: SeatPrincipal | null;
  }
}

/** What the edge asks of the rooms to authenticate a request (rooms/lobby/seat-lookup.ts). */
export interface SeatAuthority {
  /** The seat a token opens in a room: refuses no_token, no_room or bad_token. */
  principal(roomId: string, token: string | undefined): Promise<SeatPrincipal>;
  /** Opens a room to someone with its current invitation (bad_invite), unless the host removed their address (removed). */
  checkInvite(roomId: string, inviteCode: string | undefined, address?: string): Promise<void>;
}

type PreHandler = (req: FastifyRequest) => Promise<void>;

/**
 * Parts of a request checked before anyone is authenticated, so that a
 * malformed address or body is refused as such (bad_request) whoever sends
 * it, as when each handler checked the seat itself after parsing.
 */
export interface CheckedFirst {
  params?: z.ZodType;
  body?: z.ZodType;
}

function checkFirst(req: FastifyRequest, first: CheckedFirst): string {
  if (first.params) parse(first.params, req.params, 'address');
  if (first.body) parse(first.body, req.body);
  return parse(roomParamsSchema, req.params, 'address').id;
}

function decorate(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
}

/**
 * Authenticates once, at the edge: a preHandler that turns the room in the
 * address and the `Authorization: Bearer` token into the seat principal the
 * handler receives (`principalOf`), or refuses (no_token, bad_token, no_room).
 */
export function seated(app: FastifyInstance, rooms: SeatAuthority, first: CheckedFirst = {}): PreHandler {
  decorate(app);
  return async (req) => {
    const id = checkFirst(req, first);
    req.principal = await rooms.principal(id, bearer(req));
  };
}

/**
 * For what a room's members and invitees may both see (its status, its
 * matches' replays): a token must open a seat (the principal is then set),
 * and without one the `invite` query must be the room's current invitation.
 */
export function member(app: FastifyInstance, rooms: SeatAuthority, first: CheckedFirst = {}): PreHandler {
  decorate(app);
  return async (req) => {
    const id = checkFirst(req, first);
    const { invite } = parse(inviteQuerySchema, req.query, 'query');
    const token = bearer(req);
    if (token) req.principal = await rooms.principal(id, token);
    else await rooms.checkInvite(id, invite, req.ip);
  };
}

/** The principal the `seated` preHandler found; a route that forgot it fails loudly. */
export function principalOf(req: FastifyRequest): SeatPrincipal {
  if (!req.principal)
    throw new Error(`${req.routeOptions.url ?? req.url} has no seat principal: add the seated preHandler`);
  return req.principal;
}
