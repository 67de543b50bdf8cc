import { z } from 'zod';
import { logLineSchema } from './ws';

/**
 * A finished match's review (issue 53): each seat's chance of winning after
 * every step, as the hard bot's search saw it from that seat's own view then,
 * the steps that moved a seat's chances most, and at each person's decision
 * the bot's preferred move beside the one played.
 */

/** A chance of winning, 0 to 1. */
const chanceSchema = z.number().min(0).max(1);

/** What one move was expected to be worth (null: the search never tried it), and its words. */
export const reviewedMoveSchema = z.object({
  value: chanceSchema.nullable(),
  /** The log lines the move gave (the played move's are the step's own). */
  log: z.array(logLineSchema),
});

/** A person's decision at a step: the move played and the one the bot would have played, each with its worth. */
export const reviewedDecisionSchema = z.object({
  seat: z.number().int().min(0),
  played: reviewedMoveSchema,
  best: reviewedMoveSchema,
  /** True when the bot would have played the same move. */
  same: z.boolean(),
});
export type ReviewedDecision = z.infer<typeof reviewedDecisionSchema>;

export const reviewStepSchema = z.object({
  step: z.number().int().min(0),
  /** Each seat's chance after this step, by seat; null where the game could not estimate this position. */
  chances: z.array(chanceSchema.nullable()),
  /** The decision that made this step, when a person made it. */
  decision: reviewedDecisionSchema.nullable(),
});
export type ReviewStep = z.infer<typeof reviewStepSchema>;

/** A step where a seat's chance moved most, and by how much (from -1 to 1). */
export const turningPointSchema = z.object({
  step: z.number().int().min(1),
  seat: z.number().int().min(0),
  change: z.number().min(-1).max(1),
});
export type TurningPoint = z.infer<typeof turningPointSchema>;

export const matchReviewSchema = z.object({
  steps: z.array(reviewStepSchema),
  turningPoints: z.array(turningPointSchema),
});
export type MatchReview = z.infer<typeof matchReviewSchema>;

/**
 * Where a match's review stands: not offered by its game (its bots are not
 * strong enough), not asked for, waiting for a thread, being computed (steps
 * done of all), or done.
 */
export const reviewReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('unavailable') }),
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('queued') }),
  z.object({ status: z.literal('running'), done: z.number().int().min(0), total: z.number().int().min(1) }),
  z.object({ status: z.literal('done'), review: matchReviewSchema }),
]);
export type ReviewReply = z.infer<typeof reviewReplySchema>;
