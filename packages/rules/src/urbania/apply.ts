import type { ApplyResult } from '../game';
import { quickParser } from '../quick-parse';
import { actionSchema, type UrAction } from './actions';
import { cloneState } from './clone-state';
import type { Ctx } from './context';
import { reject, RuleViolation } from './errors';
import { hasAnyAction } from './legal';
import { decline, refreshPool, take } from './moves/draw';
import { pick } from './moves/pay';
import { beginAction, hire, renew } from './moves/start';
import { submit } from './moves/submit';
import { say } from './context';
import { afterMove } from './turn';
import type { UrState } from './state';

/** Checks a move against the action schema (see quick-parse.ts for why not plain safeParse). */
const parseAction = quickParser(actionSchema);

function dispatch(ctx: Ctx, seat: number, action: UrAction): void {
  const s = ctx.s;
  if (s.phase === 'over') reject('game_over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) reject('bad_seat', 'There is no such seat in this game.');
  if (seat !== s.turn.active) reject('not_your_turn', 'It is not your turn.');
  switch (action.type) {
    case 'take': return take(ctx, seat, action.from, action.card);
    case 'refreshPool': return refreshPool(ctx, seat);
    case 'renew': return renew(ctx, seat, action.square, action.cards);
    case 'hire': return hire(ctx, seat, action.specialist, action.cards);
    case 'pick': return pick(ctx, seat, action.card);
    case 'submit': return submit(ctx, seat, action.project);
    case 'decline': return decline(ctx, seat);
    case 'pass':
      // Only a player who can do nothing at all may let an action go, so the game can never stall.
      if (!s.pending && hasAnyAction(s, seat)) reject('must_act', 'You still have an action you can take; passing is only for when none is possible.');
      beginAction(ctx, 'pass');
      say(ctx, `{s${seat}} could take no action and let one go.`, seat);
  }
}

/** Pure: checks the untrusted action against the schema, then works on a copy. */
export function apply(state: UrState, seat: number, raw: unknown): ApplyResult<UrState> {
  const parsed = parseAction(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: 'malformed_action', message: `That move is not well formed (${issue.path.join('.') || 'action'}: ${issue.message}).` };
  }
  const ctx: Ctx = { s: cloneState(state), log: [], barrier: false, copied: {} };
  try {
    dispatch(ctx, seat, parsed.data);
    afterMove(ctx);
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, code: e.code, message: e.message };
    throw e;
  }
  ctx.s.step++;
  return { ok: true, state: ctx.s, log: ctx.log, barrier: ctx.barrier };
}
