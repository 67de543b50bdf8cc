import type { Access, RouteName } from '@sprawl/protocol';
import { refuse } from '../errors';
import type { FastifyRequest } from 'fastify';
import type { SeatBearer, SeatPrincipal } from '../rooms/lobby/seat-principal';
import { bearer } from './auth';

/** What the edge asks of the rooms to authenticate a request (rooms/lobby/seat-lookup.ts). */
export interface SeatAuthority {
  /** The seat a token opens in a room: refuses no_token, no_room or bad_token. */
  principal(roomId: string, token: string | undefined): Promise<SeatPrincipal>;
  /** Opens a room to someone with its current invitation (bad_invite), unless the host removed their address (removed). */
  checkInvite(roomId: string, inviteCode: string | undefined, address?: string): Promise<void>;
}

/**
 * Routes whose handler checks the seat token itself, in the one statement
 * that does the work (a start: rooms/table/start-in-one.ts), reading the
 * seats the edge's way when it cannot: the edge only finds the token, and
 * reading the seats here as well was one more round trip before each start.
 */
const CHECKED_IN_STATEMENT_ROUTES = ['start'] as const satisfies readonly RouteName[];
export type CheckedInStatement = (typeof CHECKED_IN_STATEMENT_ROUTES)[number];
const CHECKED_IN_STATEMENT: ReadonlySet<RouteName> = new Set(CHECKED_IN_STATEMENT_ROUTES);

/** Who a route's handler is told is asking: the seat for the routes a seat calls (its token for those that check it), none for the others. */
export type PrincipalFor<A extends Access, N extends RouteName = RouteName> = N extends CheckedInStatement
  ? SeatBearer
  : A extends 'seat' | 'host'
    ? SeatPrincipal
    : A extends 'member'
      ? SeatPrincipal | null
      : null;

/**
 * Authenticates once, at the edge, after the address, query and body were
 * checked (so that a malformed request is refused as such whoever sends it):
 * a seat token opens a seat in the room of the address (no_token, bad_token,
 * no_room); a member may instead bring the room's current invitation in the
 * `invite` query (bad_invite, removed). `host` is let in as a seat: the room
 * itself refuses not_host, under its lock, where the role cannot change.
 */
export async function whoAsks(
  name: RouteName,
  access: Access,
  seats: SeatAuthority,
  req: FastifyRequest,
  roomId: string | undefined,
  invite: string | undefined,
): Promise<SeatPrincipal | SeatBearer | null> {
  if (access === 'anyone' || access === 'operator') return null;
  if (roomId === undefined) throw new Error(`${req.routeOptions.url ?? req.url} lets seats in but names no room`);
  const token = bearer(req);
  if (CHECKED_IN_STATEMENT.has(name)) return token ? { roomId, token } : refuse('no_token');
  if (access === 'member' && !token) {
    await seats.checkInvite(roomId, invite, req.ip);
    return null;
  }
  return seats.principal(roomId, token);
}
