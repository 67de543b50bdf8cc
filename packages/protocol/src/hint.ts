import { z } from 'zod';
import { logLineSchema } from './ws';

/**
 * A hint at a learning table (issue 53): the move the hard bot would play
 * for the asking seat, searched from that seat's view only, in the words the
 * game's log gives that move, with what the search expects it to be worth.
 */
export const hintReplySchema = z.object({
  /** The match version the hint was searched at: a move made since makes it stale. */
  version: z.number().int().min(0),
  /** The move, as the game would submit it (the table may mark it among the legal moves). */
  action: z.unknown(),
  /** The log lines the move would give: the move in words. */
  log: z.array(logLineSchema),
  /** The asking seat's chance of winning with that move, 0 to 1; null when the search could not tell. */
  chance: z.number().min(0).max(1).nullable(),
});
export type HintReply = z.infer<typeof hintReplySchema>;
