import {
  addBotBody,
  createRoomBody,
  inviteQuerySchema,
  joinRoomBody,
  rematchBody,
  renameBody,
  roomParamsSchema,
  roomStatusSchema,
  seatBody,
  seatGrantSchema,
  spectatorBody,
  spectatorChatBody,
  startReplySchema,
} from '@sprawl/protocol';
import { z } from 'zod';
import { describeRoute } from './openapi';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Rooms } from '../rooms/rooms';
import { refuseReservedName } from '../rooms/reserved-names';
import { member, principalOf, seated } from './seat-auth';
import { parse } from './parse';
import { perAddress } from './limits';

type RoomLimits = Pick<
  Config,
  | 'joinRatePerSecond'
  | 'joinRateBurst'
  | 'roomRatePerSecond'
  | 'roomBurst'
  | 'seatChangeRatePerSecond'
  | 'seatChangeBurst'
>;

/** The room endpoints under /api. Every body, path parameter and query is checked with the protocol's zod schemas. */
export function roomRoutes(app: FastifyInstance, rooms: Rooms, config: RoomLimits): void {
  // Every room is a row kept for good: one address may not fill the database with them.
  const creations = perAddress(
    config.roomRatePerSecond,
    config.roomBurst,
    'Too many new rooms from your address; wait a few minutes and try again.',
  );
  // Join attempts are limited per address: invite codes have 128 random bits, and guessing should not even get started.
  const joins = perAddress(
    config.joinRatePerSecond,
    config.joinRateBurst,
    'Too many join attempts; wait a minute and try again.',
  );
  // Every seat change writes to the database and tells the whole room: a person makes a few, a script could make thousands.
  const changes = perAddress(
    config.seatChangeRatePerSecond,
    config.seatChangeBurst,
    'Too many changes to the room at once; wait a few seconds and try again.',
  );

  // The routes a seated player uses receive their seat from the edge (http/seat-auth.ts).
  const auth = seated(app, rooms.seats);
  const tags = ['rooms'];
  app.post(
    '/api/rooms',
    {
      config: creations,
      schema: describeRoute({
        summary: 'Create a private room for a game and take its first seat as host.',
        tags,
        body: createRoomBody,
        reply: seatGrantSchema,
        status: 201,
      }),
    },
    async (req, reply: FastifyReply) => {
      const body = parse(createRoomBody, req.body);
      refuseReservedName(body.name);
      reply.code(201);
      return rooms.lobby.create({
        game: body.game,
        seats: body.seats,
        options: body.options,
        name: body.name,
        turnClockSeconds: body.turnClockSeconds,
        roomName: body.roomName,
        pace: body.pace,
      });
    },
  );

  app.post(
    '/api/rooms/join',
    {
      config: joins,
      schema: describeRoute({
        summary: 'Take a free seat with an invitation code.',
        tags,
        body: joinRoomBody,
        reply: seatGrantSchema,
      }),
    },
    async (req) => {
      const body = parse(joinRoomBody, req.body);
      refuseReservedName(body.name);
      return rooms.lobby.join(body.inviteCode, body.name);
    },
  );

  app.get(
    '/api/rooms/:id',
    {
      preHandler: member(app, rooms.seats),
      schema: describeRoute({
        summary: 'A room: its game, seats and match, for a seat token or the invitation code.',
        tags,
        params: roomParamsSchema,
        query: inviteQuerySchema,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { id } = parse(roomParamsSchema, req.params, 'address');
      return rooms.status.read(id);
    },
  );

  app.post(
    '/api/rooms/:id/bots',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'Seat a bot in a free seat, at a level (easy when none is given) (host).',
        tags,
        params: roomParamsSchema,
        body: addBotBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { seat, level } = parse(addBotBody, req.body);
      return rooms.lobby.addBot(principalOf(req), seat, level ?? 'easy');
    },
  );

  app.post(
    '/api/rooms/:id/start',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'Start the match (host).',
        tags,
        params: roomParamsSchema,
        reply: startReplySchema,
        token: true,
      }),
    },
    async (req) => {
      return { matchId: await rooms.table.start(principalOf(req)) };
    },
  );

  app.post(
    '/api/rooms/:id/leave',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary:
          'Give up your seat: in the lobby, or after a finished match (which declines the rematch). A leaving host hands the role on.',
        tags,
        params: roomParamsSchema,
        reply: z.object({ ok: z.literal(true) }),
        token: true,
      }),
    },
    async (req) => {
      await rooms.table.leave(principalOf(req));
      return { ok: true };
    },
  );

  app.post(
    '/api/rooms/:id/stand-in',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary:
          "Let a bot play another player's seat: live, an absent player's after the grace period, until they return; across days, one whose time ran out, for that turn.",
        tags,
        params: roomParamsSchema,
        body: seatBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { seat } = parse(seatBody, req.body);
      return rooms.standIns.handToBot(principalOf(req), seat);
    },
  );

  app.post(
    '/api/rooms/:id/more-time',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary:
          'Across days: give a seat whose time for its move ran out another full time per move (any other player).',
        tags,
        params: roomParamsSchema,
        body: seatBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { seat } = parse(seatBody, req.body);
      return rooms.standIns.giveMoreTime(principalOf(req), seat);
    },
  );

  app.post(
    '/api/rooms/:id/take-back',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'Take your seat back from the bot that played it while you were away or out of time.',
        tags,
        params: roomParamsSchema,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      return rooms.standIns.takeBack(principalOf(req));
    },
  );

  app.post(
    '/api/rooms/:id/name',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'Change your name at this table (refused if another seat has it).',
        tags,
        params: roomParamsSchema,
        body: renameBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { name } = parse(renameBody, req.body);
      refuseReservedName(name);
      return rooms.lobby.rename(principalOf(req), name);
    },
  );

  app.post(
    '/api/rooms/:id/remove-seat',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: "Free another seat in the lobby, a person's or a bot's (host).",
        tags,
        params: roomParamsSchema,
        body: seatBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { seat } = parse(seatBody, req.body);
      return rooms.lobby.removeSeat(principalOf(req), seat);
    },
  );

  app.post(
    '/api/rooms/:id/remove-spectator',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'Ask a spectator to leave (host).',
        tags,
        params: roomParamsSchema,
        body: spectatorBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { spectator } = parse(spectatorBody, req.body);
      return rooms.lobby.removeSpectator(principalOf(req), spectator);
    },
  );

  app.post(
    '/api/rooms/:id/invite',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary:
          'Replace the invitation (host): links with the old code stop working at once; seated players keep their seats.',
        tags,
        params: roomParamsSchema,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      return rooms.lobby.rotateInvite(principalOf(req));
    },
  );

  app.post(
    '/api/rooms/:id/spectator-chat',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary: 'Let spectators chat, or mute them (host).',
        tags,
        params: roomParamsSchema,
        body: spectatorChatBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { allowed } = parse(spectatorChatBody, req.body);
      return rooms.lobby.setSpectatorChat(principalOf(req), allowed);
    },
  );

  app.post(
    '/api/rooms/:id/rematch',
    {
      config: changes,
      preHandler: auth,
      schema: describeRoute({
        summary:
          'After a finished match: accept the rematch (it starts once every player has) or decline it (leave the seat).',
        tags,
        params: roomParamsSchema,
        body: rematchBody,
        reply: roomStatusSchema,
        token: true,
      }),
    },
    async (req) => {
      const { accept } = parse(rematchBody, req.body);
      return rooms.rematch.answer(principalOf(req), accept);
    },
  );
}
