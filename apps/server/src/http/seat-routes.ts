import {
  claimDeviceBody,
  deviceLinkReply,
  deviceListSchema,
  forgetDeviceReply,
  revokeDeviceBody,
  roomParamsSchema,
  seatGrantSchema,
  yourTablesBody,
  yourTablesReply,
} from '@sprawl/protocol';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { Config } from '../config';
import type { Devices } from '../rooms/devices/devices';
import { yourTables } from '../rooms/lobby/your-tables';
import { describeRoute } from './openapi';
import { parse } from './parse';
import { perAddress } from './limits';
import { principalOf, seated, type SeatAuthority } from './seat-auth';

type SeatLimits = Pick<
  Config,
  | 'tablesRatePerSecond'
  | 'tablesBurst'
  | 'seatChangeRatePerSecond'
  | 'seatChangeBurst'
  | 'joinRatePerSecond'
  | 'joinRateBurst'
>;

/**
 * A player's seats beyond one table and one device: the list of every table
 * a browser sits at, and the links and devices that open a seat elsewhere.
 * Tokens and link codes travel in bodies and headers only, never in a URL.
 */
export function seatRoutes(
  app: FastifyInstance,
  deps: { pool: Pool; devices: Devices; seats: SeatAuthority },
  config: SeatLimits,
): void {
  const { pool, devices } = deps;
  const tags = ['seats'];
  const lists = perAddress(
    config.tablesRatePerSecond,
    config.tablesBurst,
    'Your tables were asked for too often; wait a few seconds.',
  );
  const deviceLists = perAddress(
    config.tablesRatePerSecond,
    config.tablesBurst,
    'The list of your devices was asked for too often; wait a few seconds.',
  );
  const changes = perAddress(
    config.seatChangeRatePerSecond,
    config.seatChangeBurst,
    'Too many changes at once; wait a few seconds and try again.',
  );
  // A link code is as secret as a token: trying codes is limited like trying invitations.
  const claims = perAddress(
    config.joinRatePerSecond,
    config.joinRateBurst,
    'Too many links tried; wait a minute and try again.',
  );
  // A seat's devices are its player's: the seat is found once, at the edge (http/seat-auth.ts).
  const auth = seated(app, deps.seats);
  const revokeAuth = seated(app, deps.seats, { body: revokeDeviceBody });

  app.post(
    '/api/tables',
    {
      config: lists,
      schema: describeRoute({
        summary:
          'Your tables: every seat whose token is given (in the body), with whom each match waits for, deadlines and last moves; tables waiting for you first.',
        tags,
        body: yourTablesBody,
        reply: yourTablesReply,
      }),
    },
    async (req) => {
      const { tokens } = parse(yourTablesBody, req.body);
      return yourTables(pool, tokens);
    },
  );

  app.post(
    '/api/rooms/:id/devices/link',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'A one-time link (code in its fragment) that opens your seat on another device; it expires if unused.',
        tags,
        params: roomParamsSchema,
        reply: deviceLinkReply,
        token: true,
      }),
    },
    async (req) => {
      return devices.link(principalOf(req));
    },
  );

  app.get(
    '/api/rooms/:id/devices',
    {
      config: deviceLists,
      preHandler: auth,
      schema: describeRoute({
        summary: 'The devices your seat is open on, and how many links wait.',
        tags,
        params: roomParamsSchema,
        reply: deviceListSchema,
        token: true,
      }),
    },
    async (req) => {
      return devices.list(principalOf(req));
    },
  );

  app.post(
    '/api/rooms/:id/devices/revoke',
    {
      config: changes,
      preHandler: revokeAuth,
      schema: describeRoute({
        summary: 'Revoke a device of your seat (its token fails at once, open sockets too), or every waiting link.',
        tags,
        params: roomParamsSchema,
        body: revokeDeviceBody,
        reply: deviceListSchema,
        token: true,
      }),
    },
    async (req) => {
      const { device } = parse(revokeDeviceBody, req.body);
      return devices.revoke(principalOf(req), device);
    },
  );

  app.post(
    '/api/rooms/:id/devices/forget',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary:
          "This device gives up its key to your seat (its token fails at once); the seat's first device leaves the seat instead.",
        tags,
        params: roomParamsSchema,
        reply: forgetDeviceReply,
        token: true,
      }),
    },
    async (req) => {
      await devices.forget(principalOf(req));
      return { forgotten: true as const };
    },
  );

  app.post(
    '/api/devices/claim',
    {
      config: claims,
      schema: describeRoute({
        summary: "Open a seat on this device with a link's code (once, before it expires).",
        tags,
        body: claimDeviceBody,
        reply: seatGrantSchema,
      }),
    },
    async (req) => {
      const { code, label } = parse(claimDeviceBody, req.body);
      return devices.claim(code, label);
    },
  );
}
