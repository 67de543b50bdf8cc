import { z } from 'zod';
import { chatLineSchema, chatTextSchema } from './chat';
import { roomStatusSchema } from './http';
import { refusalCodeSchema } from './refusals';
import { wordedFields } from './words';

/** Version of the WebSocket protocol; both sides check it in the hello/welcome exchange. */
export const PROTOCOL_VERSION = 2;

/** Largest frame the server reads, in bytes. */
export const MAX_FRAME_BYTES = 16 * 1024;

/** Deepest nesting of arrays and objects a frame may have; no message needs more than a handful. */
export const MAX_FRAME_DEPTH = 32;

/**
 * Move numbers and versions are stored in 32-bit columns: the wire refuses
 * what the database could not hold, instead of letting one move fail a
 * statement shared with other matches.
 */
export const MAX_COUNTER = 2_147_483_647;
const counter = z.number().int().min(0).max(MAX_COUNTER);

const jsonValue: z.ZodType<unknown> = z.unknown();

export const patchOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), path: z.string(), value: jsonValue }),
  z.object({ op: z.literal('remove'), path: z.string() }),
  z.object({ op: z.literal('replace'), path: z.string(), value: jsonValue }),
]);
export type PatchOp = z.infer<typeof patchOpSchema>;

/** A log line: its English `text` and, from rules that speak in words, its key and values (see words.ts). */
export const logLineSchema = z.object({
  text: z.string(),
  ...wordedFields,
  seat: z.number().int().optional(),
  card: z.string().optional(),
});
export type WireLogLine = z.infer<typeof logLineSchema>;

/** A decision the match waits for, as the wire carries it: the one prompt type clients use (the rules' own is generic over the action). */
export const promptSchema = z.object({
  seat: z.number().int(),
  kind: z.string(),
  text: z.string(),
  ...wordedFields,
  options: z.array(jsonValue),
});
export type WirePrompt = z.infer<typeof promptSchema>;

// ---- client -> server -------------------------------------------------

export const helloSchema = z
  .object({
    type: z.literal('hello'),
    v: z.literal(PROTOCOL_VERSION),
    roomId: z.string().min(1).max(64),
    /** A seat token; without one the connection watches as a spectator and needs the invite code. */
    token: z.string().min(10).max(128).optional(),
    inviteCode: z.string().min(10).max(64).optional(),
    /** The version the client already holds, to catch up with patches instead of a full view. */
    lastVersion: counter.optional(),
  })
  .strict();

export const actionMessageSchema = z
  .object({
    type: z.literal('action'),
    clientSeq: counter,
    /** The match version the move was made against. */
    version: counter,
    action: jsonValue,
  })
  .strict();

export const undoMessageSchema = z
  .object({
    type: z.literal('undo'),
    clientSeq: counter,
    version: counter,
  })
  .strict();

/** A line of chat for everyone in the room (checked again by the server: length, rate, the host's mute). */
export const chatMessageSchema = z.object({ type: z.literal('chat'), text: chatTextSchema }).strict();

export const resyncMessageSchema = z.object({ type: z.literal('resync') }).strict();
export const pingMessageSchema = z.object({ type: z.literal('ping') }).strict();

export const clientMessageSchema = z.discriminatedUnion('type', [
  helloSchema,
  actionMessageSchema,
  undoMessageSchema,
  chatMessageSchema,
  resyncMessageSchema,
  pingMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- server -> client -------------------------------------------------

/** What only the receiving seat is told: the decisions it owes, its legal moves, its right to undo. */
const ownFields = {
  prompts: z.array(promptSchema),
  /** This seat's legal moves (empty for spectators). */
  legal: z.array(jsonValue),
  /** True when this seat may undo its last move. */
  canUndo: z.boolean(),
};

/** The parts of a match state message every viewer gets besides the view itself. */
const matchFields = {
  matchId: z.string(),
  version: z.number().int(),
  ...ownFields,
  log: z.array(logLineSchema),
};

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    v: z.literal(PROTOCOL_VERSION),
    role: z.enum(['seat', 'spectator']),
    seat: z.number().int().nullable(),
    room: roomStatusSchema,
  }),
  z.object({ type: z.literal('room'), room: roomStatusSchema }),
  z.object({
    type: z.literal('state'),
    ...matchFields,
    view: jsonValue,
    /** The first move number this seat may use next: move numbers keep rising across reconnects. */
    nextClientSeq: z.number().int().min(0),
  }),
  z.object({
    type: z.literal('patch'),
    ...matchFields,
    /**
     * Sent only when they changed: a patch without them leaves the seat's
     * prompts, legal moves and undo right as the previous message on this
     * connection said (most seats after most moves: they still owe what they
     * owed).
     */
    prompts: ownFields.prompts.optional(),
    legal: ownFields.legal.optional(),
    canUndo: ownFields.canUndo.optional(),
    from: z.number().int(),
    patch: z.array(patchOpSchema),
    /** On the patch that carries out this connection's own move: that move's number. No separate ack follows. */
    ack: z.number().int().optional(),
  }),
  z.object({ type: z.literal('ack'), clientSeq: z.number().int(), version: z.number().int() }),
  /** A refused message: a stable code, an English sentence, and the rules' words for a move the rules refused. */
  z.object({
    type: z.literal('rejected'),
    clientSeq: z.number().int().nullable(),
    code: refusalCodeSchema,
    message: z.string(),
    ...wordedFields,
  }),
  z.object({ type: z.literal('pong') }),
  /** Chat lines: on hello the room's recent lines (`replace`), then each new line as it is said. */
  z.object({ type: z.literal('chat'), lines: z.array(chatLineSchema), replace: z.boolean() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
export type PatchMessage = Extract<ServerMessage, { type: 'patch' }>;
export type RejectedMessage = Extract<ServerMessage, { type: 'rejected' }>;
