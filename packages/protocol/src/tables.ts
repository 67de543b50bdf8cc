import { z } from 'zod';
import { displayNameSchema } from './names';
import { gameIdSchema, paceSchema } from './http';

/** A seat credential as a request carries it (tokens are 43 characters of base64url). */
const tokenSchema = z
  .string()
  .min(20)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'A seat token is made of letters, digits, - and _.');

/** Seats one "your tables" request may ask about at once. */
export const MAX_TABLES_PER_REQUEST = 200;

/** Every seat this browser holds, by its tokens: in the body, never in a URL. */
export const yourTablesBody = z
  .object({
    tokens: z
      .array(tokenSchema)
      .min(1)
      .max(MAX_TABLES_PER_REQUEST, `Ask about at most ${MAX_TABLES_PER_REQUEST} seats at once.`),
  })
  .strict();
export type YourTablesBody = z.infer<typeof yourTablesBody>;

/** One table a seat sits at, as its player's list shows it. */
export const yourTableSchema = z.object({
  /** Which of the request's tokens this answers (its position). */
  token: z.number().int(),
  roomId: z.string(),
  seat: z.number().int(),
  game: gameIdSchema,
  /** Null when nobody named the room (each client words the default in its own language). */
  roomName: z.string().nullable(),
  pace: paceSchema,
  /** A learning table: hints on each player's turn (issue 53). */
  learning: z.boolean(),
  status: z.enum(['lobby', 'playing', 'finished']),
  players: z.array(z.object({ seat: z.number().int(), name: z.string().nullable(), isBot: z.boolean() })),
  /** The seats the game waits for (none in the lobby or after the end). */
  deciding: z.array(z.number().int()),
  /** The game waits for this seat. */
  yourTurn: z.boolean(),
  /** Across days: the earliest deadline among the deciding seats (ISO 8601). */
  dueAt: z.string().nullable(),
  /** Across days: some deciding seat's time ran out. */
  overdue: z.boolean(),
  lastMoveAt: z.string().nullable(),
  /** The match now shown (running, or the one just finished), for its replay. */
  matchId: z.string().nullable(),
});
export type YourTable = z.infer<typeof yourTableSchema>;

/** Tables waiting for you first (the earliest deadline first), then the others by their last move, finished ones last; tokens that open nothing are only counted by position. */
export const yourTablesReply = z.object({
  tables: z.array(yourTableSchema),
  /** Positions of the request's tokens that open no seat (left, freed, revoked, or never valid). */
  unknown: z.array(z.number().int()),
});
export type YourTablesReply = z.infer<typeof yourTablesReply>;

/** A one-time link that opens the asking seat on another device. */
export const deviceLinkReply = z.object({
  /** Names the link in a device list's `pendingLinkIds` (it opens nothing). */
  id: z.string(),
  /** The secret part; the link is `path` on this server, the code in its fragment so no request ever carries it. */
  code: z.string(),
  path: z.string(),
  expiresAt: z.string(),
});
export type DeviceLinkReply = z.infer<typeof deviceLinkReply>;

export const claimDeviceBody = z
  .object({
    code: tokenSchema,
    /** What the player calls this device ("Phone"); shown only to them. */
    label: displayNameSchema.default('Another device'),
  })
  .strict();

export const deviceListSchema = z.object({
  /** The request came from the seat's first device (the one that took the seat, and the only one that manages the others). */
  firstDevice: z.boolean(),
  /** When that first device took the seat (it is listed apart: it is the seat itself); null for seats older than the record. */
  mainSince: z.string().nullable(),
  devices: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      thisDevice: z.boolean(),
    }),
  ),
  /** Links made and not yet used nor expired. */
  pendingLinks: z.number().int(),
  /** Their ids (as in the reply that made each): a link shown elsewhere that is missing here was used, revoked or expired. */
  pendingLinkIds: z.array(z.string()),
});
export type DeviceList = z.infer<typeof deviceListSchema>;

/** A further device's id, 'links' for every link not used yet, or 'others' for every further device and link. */
export const revokeDeviceBody = z.object({ device: z.string().min(1).max(32) }).strict();

/** A further device gave up its own key to a seat (the seat's first device leaves the seat instead). */
export const forgetDeviceReply = z.object({ forgotten: z.literal(true) });
export type ForgetDeviceReply = z.infer<typeof forgetDeviceReply>;
