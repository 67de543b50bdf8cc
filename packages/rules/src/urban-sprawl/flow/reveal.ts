import { card } from '../catalog';
import type { Ctx } from '../context';
import { say } from '../context';
import type { Task } from '../state';
import { OFFICES } from '../state';
import { usMsg, type UsMessage } from '../messages';

/**
 * A newly revealed planning card or contract: first the election its ballot
 * box calls, then the payout printed at its bottom.
 */
export function revealed(ctx: Ctx, id: string): Task[] {
  const c = card(id);
  const tasks: Task[] = [];
  if ((c.kind === 'permit' || c.kind === 'renewal') && c.ballot) {
    ctx.s.pawn = (ctx.s.pawn + 1) % OFFICES.length;
    say(ctx, 'us.log.ballotBox', { office: officeName(OFFICES[ctx.s.pawn]) });
    tasks.push({ t: 'election' });
  }
  if ((c.kind === 'permit' || c.kind === 'renewal') && c.wealth !== null)
    tasks.push({ t: 'payout', kind: 'wealth', value: c.wealth });
  if (c.kind === 'contract' && c.prestige !== null) tasks.push({ t: 'payout', kind: 'prestige', value: c.prestige });
  return tasks;
}

/** "Mayor", "District Attorney"... in the reader's language. */
export function officeName(office: (typeof OFFICES)[number]): UsMessage {
  return usMsg(`us.office.${office}`);
}
