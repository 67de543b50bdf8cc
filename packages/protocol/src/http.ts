import { z } from 'zod';

/** Bodies and replies of the HTTP API (all under /api). */

export const gameIdSchema = z.enum(['urban-sprawl']);
export const variantSchema = z.enum(['standard', 'long', 'short']);
const displayName = z.string().trim().min(1, 'Type a name.').max(24, 'Names are at most 24 characters.');

export const createRoomBody = z.object({
  game: gameIdSchema.default('urban-sprawl'),
  seats: z.number().int().min(2).max(4),
  variant: variantSchema.default('standard'),
  name: displayName,
}).strict();
export type CreateRoomBody = z.infer<typeof createRoomBody>;

export const joinRoomBody = z.object({
  inviteCode: z.string().min(10).max(64),
  name: displayName,
}).strict();
export type JoinRoomBody = z.infer<typeof joinRoomBody>;

export const seatBody = z.object({ seat: z.number().int().min(0).max(3) }).strict();

export const seatStatusSchema = z.object({
  index: z.number().int(),
  name: z.string().nullable(),
  taken: z.boolean(),
  isBot: z.boolean(),
  isHost: z.boolean(),
  connected: z.boolean(),
});
export type SeatStatus = z.infer<typeof seatStatusSchema>;

export const roomStatusSchema = z.object({
  id: z.string(),
  inviteCode: z.string(),
  game: gameIdSchema,
  variant: variantSchema,
  seatCount: z.number().int(),
  status: z.enum(['lobby', 'playing', 'finished']),
  seats: z.array(seatStatusSchema),
  matchId: z.string().nullable(),
  version: z.number().int(),
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

/** Every error reply: a stable code and a sentence for people. */
export const errorReplySchema = z.object({ code: z.string(), message: z.string() });
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
