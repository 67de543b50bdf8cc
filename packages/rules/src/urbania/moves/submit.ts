import { say, who, type Ctx } from '../context';
import { reject } from '../errors';
import { addPoints } from '../scoring';
import { SUBMIT_COST_STEP } from '../project-rules';
import { MAX_SUBMITTED } from '../state';
import { beginAction } from './start';

/** Submitting costs 1 VP per full SUBMIT_COST_STEP VP held, so early submissions are cheaper. */
export const submitCost = (score: number) => Math.floor(score / SUBMIT_COST_STEP);

export function submit(ctx: Ctx, seat: number, project: string): void {
  const player = ctx.s.players[seat];
  beginAction(ctx, 'submit');
  const i = player.projects.indexOf(project);
  if (i < 0) reject('not_in_hand', 'ur.refuse.projectNotInHand');
  if (player.submitted.length >= MAX_SUBMITTED)
    reject('submit_limit', 'ur.refuse.submitLimit', { most: MAX_SUBMITTED });
  player.projects.splice(i, 1);
  player.submitted.push(project);
  const cost = submitCost(player.score);
  addPoints(ctx, seat, -cost, 'submit');
  say(ctx, 'ur.log.submitted', { who: who(seat), cost }, seat);
}
