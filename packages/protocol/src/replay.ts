import { z } from 'zod';
import { chatLineSchema } from './chat';
import { gameIdSchema } from './http';
import { displayNameSchema } from './names';
import { logLineSchema, MAX_COUNTER } from './ws';

/**
 * Replays of stored matches: the step list, the view at one step, the
 * replay file (export/import) and forks. docs/replay-format.md describes the
 * file for people.
 */

/** What the public table looks like after one step: enough for a score graph and a step list. */
export const replayStepSchema = z.object({
  seq: z.number().int().min(0),
  /** The seat that acted; -1 for the starting position (step 0). */
  seat: z.number().int(),
  /** `start` for step 0, then `move` or `undo`. */
  kind: z.enum(['start', 'move', 'undo']),
  at: z.string(),
  log: z.array(logLineSchema),
  turn: z.number().int(),
  /** The seat to act after this step (the first one owing a decision), -1 when none. */
  activeSeat: z.number().int(),
  /** Each seat's public scores after this step, by series key (see `series` in the reply). */
  scores: z.array(z.record(z.string(), z.number())),
});
export type ReplayStep = z.infer<typeof replayStepSchema>;

export const replayStepsReplySchema = z.object({
  matchId: z.string(),
  /** The game played, so a viewer can pick the table that draws its views. */
  game: gameIdSchema,
  status: z.enum(['running', 'finished']),
  rulesVersion: z.string(),
  /** False when this server's rules no longer rebuild the stored match exactly; views and exports are then refused. */
  reproducible: z.boolean(),
  /** Display names by seat. */
  seats: z.array(z.string()),
  /** The game's score series, in the order to show them (GameModule.summarySeries). */
  series: z.array(z.object({ key: z.string(), label: z.string() })),
  steps: z.array(replayStepSchema),
  /** What was said at the table during the match, each line with the step it was said at (none from a server without chat). */
  chat: z.array(chatLineSchema).default([]),
});
export type ReplayStepsReply = z.infer<typeof replayStepsReplySchema>;

export const replayViewReplySchema = z.object({ step: z.number().int(), view: z.unknown() });

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'Hashes are 64 lowercase hexadecimal digits.');

/** Largest replay file the server reads, in bytes. */
export const MAX_REPLAY_FILE_BYTES = 2 * 1024 * 1024;
export const REPLAY_FORMAT = 'sprawl-replay';
export const REPLAY_FORMAT_VERSION = 1;

/** Format version 1 of a replay file. */
export const replayFileSchema = z
  .object({
    format: z.literal(REPLAY_FORMAT),
    formatVersion: z.literal(REPLAY_FORMAT_VERSION),
    game: gameIdSchema,
    rulesVersion: z.string().min(1).max(32),
    options: z.unknown(),
    seats: z
      .array(
        z
          .object({
            name: displayNameSchema,
            bot: z.boolean(),
          })
          .strict(),
      )
      .min(1)
      .max(8),
    seed: z.string().min(1).max(128),
    actions: z
      .array(
        z
          .object({
            seq: z.number().int().min(1),
            seat: z.number().int().min(0).max(7),
            kind: z.enum(['move', 'undo']),
            payload: z.unknown(),
          })
          .strict(),
      )
      .max(10_000),
    /** hashes[i] is the state hash after step i; hashes[0] is the starting position. */
    hashes: z.array(sha256Hex).min(1).max(10_001),
  })
  .strict();
export type ReplayFile = z.infer<typeof replayFileSchema>;

export const importReplySchema = z.object({
  roomId: z.string(),
  matchId: z.string(),
  inviteCode: z.string(),
  /** The only usable token of the new room; it opens seat 0 as host. */
  hostToken: z.string(),
});
export type ImportReply = z.infer<typeof importReplySchema>;

export const forkBodySchema = z
  .object({
    step: z.number().int().min(0).max(MAX_COUNTER),
    seats: z.enum(['same', 'new']),
  })
  .strict();
export type ForkBody = z.infer<typeof forkBodySchema>;

/**
 * `same`: the new match in the same room (matchId set, no token: the seats keep theirs).
 * `new`: a new room in the lobby (matchId null until the host starts it), with the host's token, like room creation.
 */
export const forkReplySchema = z.object({
  roomId: z.string(),
  matchId: z.string().nullable(),
  inviteCode: z.string(),
  invitePath: z.string(),
  seat: z.number().int().optional(),
  token: z.string().optional(),
  hostToken: z.string().optional(),
});
export type ForkReply = z.infer<typeof forkReplySchema>;
