import { z } from 'zod';
import { platformCodeSchema, refusalCodeSchema } from './refusals';
import { wordedFields } from './words';
// The lean entry: the package's index would bring every engine into a browser.
import { BOT_LEVELS } from '@sprawl/rules/levels';
import { displayNameSchema, roomNameSchema } from './names';

/** Bodies and replies of the HTTP API (all under /api). */

/** A game's id; the server checks it against the games it runs. */
export const gameIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'That is not a game id.');

/** More seats than any game could want; each game's own bounds are checked by the server. */
export const MAX_SEATS = 8;

/** A game's options as the lobby sends them: a few named choices, each a short text, number or flag. */
export const gameOptionsSchema = z
  .record(z.string().max(40), z.union([z.string().max(40), z.number(), z.boolean()]))
  .refine((o) => Object.keys(o).length <= 16, 'A game has at most 16 options.');

const displayName = displayNameSchema;

/** Room and match ids as the server makes them (URL-safe base64); anything else names nothing. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'That id is not one this server makes.');

/** Path parameters and query strings of the room endpoints. */
export const roomParamsSchema = z.object({ id: idSchema });
export const matchParamsSchema = z.object({ id: idSchema, matchId: idSchema });
// The step's range depends on the match: the replay service refuses one outside it as `bad_step`.
export const stepParamsSchema = z.object({ id: idSchema, matchId: idSchema, step: z.coerce.number() });
export const inviteQuerySchema = z.object({
  invite: z.string().max(64).optional(),
  viewer: z.enum(['spectator', 'omniscient']).optional(),
});

/** Bounds of the optional turn clock: each player's time bank, in seconds. */
export const TURN_CLOCK_MIN_SECONDS = 60;
export const TURN_CLOCK_MAX_SECONDS = 3 * 60 * 60;

/** The times per move a room played across days may choose, in hours. */
export const MOVE_HOURS = [12, 24, 72] as const;

/**
 * How a room is played: live (everyone at the table together, with or
 * without a turn clock), or across days, each deciding seat having
 * `moveHours` for its move. In a room across days, a seat whose time runs out
 * is not replaced at once: the others are told and may let a bot play that
 * one turn or give more time; with `botOnExpiry` a bot plays it at once.
 */
export const paceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('live') }).strict(),
  z
    .object({
      kind: z.literal('days'),
      moveHours: z.union(
        MOVE_HOURS.map((h) => z.literal(h)) as unknown as [z.ZodLiteral<12>, z.ZodLiteral<24>, z.ZodLiteral<72>],
      ),
      botOnExpiry: z.boolean().default(false),
    })
    .strict(),
]);
export type Pace = z.infer<typeof paceSchema>;

export const createRoomBody = z
  .object({
    game: gameIdSchema,
    seats: z.number().int().min(1).max(MAX_SEATS),
    options: gameOptionsSchema.default({}),
    name: displayName,
    /** Each player's time bank in seconds; when it runs out a bot plays the seat until its player takes it back. Absent or null: no clock. */
    turnClockSeconds: z.number().int().min(TURN_CLOCK_MIN_SECONDS).max(TURN_CLOCK_MAX_SECONDS).nullable().default(null),
    /** What the players call the room; absent: named after the host and the game. */
    roomName: roomNameSchema.optional(),
    pace: paceSchema.default({ kind: 'live' }),
    /** A learning table: each player may ask the bot for a hint on their turn, and everyone is told (issue 53). */
    learning: z.boolean().default(false),
  })
  .strict()
  .refine((b) => b.pace.kind === 'live' || b.turnClockSeconds === null, {
    message: 'A room played across days has a time per move, not a turn clock.',
    path: ['turnClockSeconds'],
  });
export type CreateRoomBody = z.infer<typeof createRoomBody>;
export type CreateRoomInput = z.input<typeof createRoomBody>;

export const joinRoomBody = z
  .object({
    inviteCode: z.string().min(10).max(64),
    name: displayName,
  })
  .strict();
export type JoinRoomBody = z.infer<typeof joinRoomBody>;

export const seatBody = z
  .object({
    seat: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEATS - 1),
  })
  .strict();
/** How well a bot plays: easy (the game's simple policy), normal or hard (a search over what its seat can see). */
export const botLevelSchema = z.enum(BOT_LEVELS);
/** Seating a bot: its seat and, optionally, its level (easy when absent). */
export const addBotBody = z
  .object({
    seat: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEATS - 1),
    level: botLevelSchema.optional(),
  })
  .strict();
export type AddBotBody = z.infer<typeof addBotBody>;
export const renameBody = z.object({ name: displayName }).strict();
export const spectatorChatBody = z.object({ allowed: z.boolean() }).strict();
/** A spectator as the room status lists them (their connection's number on this server). */
export const spectatorBody = z.object({ spectator: z.number().int().min(0).max(2_147_483_647) }).strict();
export const rematchBody = z.object({ accept: z.boolean() }).strict();

export const seatStatusSchema = z.object({
  index: z.number().int(),
  name: z.string().nullable(),
  taken: z.boolean(),
  /** A bot plays this seat now: a bot seated in the lobby, or one standing in for its player (then `standIn` too). */
  isBot: z.boolean(),
  /** The level of the bot seated here in the lobby; absent for a person's seat. */
  botLevel: botLevelSchema.optional(),
  isHost: z.boolean(),
  connected: z.boolean(),
  /**
   * For an absent player during a match: seconds until any other player may
   * hand the seat to a bot (0: now). Null when the seat is connected, a bot,
   * or no match runs.
   */
  handOverIn: z.number().int().nullable(),
  /** A bot plays this seat until its player takes it back (absence or a spent turn clock). */
  standIn: z.boolean(),
  /** Seconds left in this seat's time bank, with a turn clock; null without one. */
  clock: z.number().nullable(),
  /** True while this seat's clock runs (the game waits for it). */
  clockRunning: z.boolean(),
  /** After a finished match: this seat's player accepted the rematch. */
  rematch: z.boolean(),
  /** Across days: when this deciding seat's time for its move runs out (ISO 8601); null when it is not deciding, or live. */
  dueAt: z.string().nullable(),
  /** Across days: this seat's time ran out; the others may let a bot play this turn or give more time. */
  overdue: z.boolean(),
  /**
   * Across days: how many more times the others may still give this seat
   * more time in this match (0: only a bot's turn is left to offer); null
   * when live.
   */
  moreTimeLeft: z.number().int().min(0).nullable(),
  /**
   * When this person's seat last had a connection open (ISO 8601), while
   * none is: across days, being away is normal, and this is what the others
   * see. Null when connected, a bot's, or not known.
   */
  lastSeenAt: z.string().nullable(),
});
export type SeatStatus = z.infer<typeof seatStatusSchema>;

/**
 * Where the room's match (or, in the lobby, its first match) does not start
 * from a fresh deal: forked from a stored match's step, or imported from a
 * file. Whoever saw that match with face-down cards shown, or made the file,
 * may know the order of the cards still hidden, and the table says so.
 */
export const continuesSchema = z.object({
  kind: z.enum(['fork', 'import']),
  /** The match and step a fork starts from; null for an import. */
  fromMatch: z.string().nullable(),
  step: z.number().int().nullable(),
});
export type Continues = z.infer<typeof continuesSchema>;

export const roomStatusSchema = z.object({
  id: z.string(),
  inviteCode: z.string(),
  game: gameIdSchema,
  /** The game's options as its schema parsed them. */
  options: z.record(z.string(), z.unknown()),
  seatCount: z.number().int(),
  status: z.enum(['lobby', 'playing', 'finished']),
  seats: z.array(seatStatusSchema),
  matchId: z.string().nullable(),
  version: z.number().int(),
  continues: continuesSchema.nullable(),
  /** False when the host has muted the spectators' chat. */
  spectatorChat: z.boolean(),
  /** Each player's time bank in seconds when the room plays with a turn clock; null without one. */
  turnClockSeconds: z.number().int().nullable(),
  /** Spectators watching through this server, by their connection number (the host may ask one to leave). */
  spectators: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Finished matches played in this room before the current one (rematches). */
  matchesPlayed: z.number().int(),
  /** What the players call the room; null when nobody named it (each client words the default in its own language). */
  name: z.string().nullable(),
  pace: paceSchema,
  /** A learning table: players may ask the bot for hints on their turn (POST /api/rooms/:id/hint). */
  learning: z.boolean(),
  /** When the last move was made (ISO 8601); null before the first, or in the lobby. */
  lastMoveAt: z.string().nullable(),
});
export type RoomStatus = z.infer<typeof roomStatusSchema>;

/** What the creator or a joiner receives: keep the token, it is the only key to the seat. */
export const seatGrantSchema = z.object({
  roomId: z.string(),
  seat: z.number().int(),
  token: z.string(),
  inviteCode: z.string(),
  invitePath: z.string(),
});
export type SeatGrant = z.infer<typeof seatGrantSchema>;

export const startReplySchema = z.object({ matchId: z.string() });

/** What the lobby needs to offer a game without knowing it (GameModule's id, title, seats and option form). */
export const gameInfoSchema = z.object({
  id: gameIdSchema,
  title: z.string(),
  minSeats: z.number().int(),
  maxSeats: z.number().int(),
  options: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      choices: z.array(z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() })),
      default: z.union([z.string(), z.number(), z.boolean()]),
    }),
  ),
  /** Its bots review finished matches and give hints at learning tables (GameModule.offersReview). */
  offersReview: z.boolean().optional(),
});
export type GameInfo = z.infer<typeof gameInfoSchema>;
export const gamesReplySchema = z.array(gameInfoSchema);

/** Every error reply: a stable code, an English sentence, and the rules' words when the rules refused a move. */
export const errorReplySchema = z.object({ code: refusalCodeSchema, message: z.string(), ...wordedFields });
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const matchSummarySchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'finished']),
  players: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  length: z.number().int(),
  result: z.unknown().nullable(),
  rulesVersion: z.string(),
  forkedFrom: z.string().nullable(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** The matches played in a room, newest first. */
export const matchesReplySchema = z.array(matchSummarySchema);

/** Leaving a seat: nothing to show but that it was done. */
export const leaveReplySchema = z.object({ ok: z.literal(true) });

/** Whether the process runs, or can serve players (with the refusal that says why not). */
export const healthReplySchema = z.object({
  ok: z.boolean(),
  database: z.literal('up').optional(),
  code: platformCodeSchema.optional(),
  message: z.string().optional(),
});
