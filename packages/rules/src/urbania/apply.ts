import type { ApplyError, ApplyResult } from '../game';
import { refused, RuleViolation } from '../words/english';
import { UR_VOICE, urMsg, type UrMessage } from './messages';
import { actionSchema, type UrAction } from './actions';
import { provenAction } from './action-proof';
import { cloneState } from './clone-state';
import type { Ctx } from './context';
import { reject, type UrRefusal } from './errors';
import { hasAnyAction } from './legal';
import { decline, refreshPool, take } from './moves/draw';
import { pick } from './moves/pay';
import { beginAction, hire, renew } from './moves/start';
import { submit } from './moves/submit';
import { say, who } from './context';
import { afterMove } from './turn';
import type { UrState } from './state';

/** A move proven to fit the schema needs no safeParse (action-proof.ts); zod judges every other. */
const parseAction = (raw: unknown) =>
  provenAction(raw) ? ({ success: true, data: raw } as const) : actionSchema.safeParse(raw);

function dispatch(ctx: Ctx, seat: number, action: UrAction): void {
  const s = ctx.s;
  if (s.phase === 'over') reject('game_over', 'words.refuse.gameOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) reject('bad_seat', 'words.refuse.badSeat');
  if (seat !== s.turn.active) reject('not_your_turn', 'words.refuse.notYourTurn');
  switch (action.type) {
    case 'take':
      return take(ctx, seat, action.from, action.card);
    case 'refreshPool':
      return refreshPool(ctx, seat);
    case 'renew':
      return renew(ctx, seat, action.square, action.cards);
    case 'hire':
      return hire(ctx, seat, action.specialist, action.cards);
    case 'pick':
      return pick(ctx, seat, action.card);
    case 'submit':
      return submit(ctx, seat, action.project);
    case 'decline':
      return decline(ctx, seat);
    case 'pass':
      // Only a player who can do nothing at all may let an action go, so the game can never stall.
      if (!s.pending && hasAnyAction(s, seat)) reject('must_act', 'ur.refuse.mustAct');
      beginAction(ctx, 'pass');
      say(ctx, 'ur.log.passed', { who: who(seat) }, seat);
  }
}

const refusal = (code: UrRefusal, words: UrMessage): ApplyError<UrRefusal> => refused(code, words, UR_VOICE);

/** Pure: checks the untrusted action against the schema, then works on a copy. Quiet, it writes no log lines. */
export function apply(state: UrState, seat: number, raw: unknown, quiet = false): ApplyResult<UrState> {
  const parsed = parseAction(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refusal(
      'malformed_action',
      urMsg('words.refuse.malformed', { where: issue.path.join('.') || 'action', issue: issue.message }),
    );
  }
  const ctx: Ctx = { s: cloneState(state), log: [], barrier: false, copied: {}, quiet };
  try {
    dispatch(ctx, seat, parsed.data);
    afterMove(ctx);
  } catch (e) {
    if (e instanceof RuleViolation) return e.refusal;
    throw e;
  }
  ctx.s.step++;
  return { ok: true, state: ctx.s, log: ctx.log, barrier: ctx.barrier };
}
