import type { ApplyError, ApplyResult } from '../game';
import { refused, RuleViolation } from '../words/english';
import { US_VOICE, type UsMessage } from './messages';
import { actionSchema, type UsAction } from './actions';
import { provenAction } from './action-proof';
import { cloneState, reshare } from './clone-state';
import type { Ctx } from './context';
import { excerpt, reject, type UsRefusal } from './errors';
import { assignOffice, placePark, setContractor } from './flow/elections';
import { run } from './flow/run';
import { splitVocation, stealVocation } from './flow/vocations';
import { answerEffect } from './flow/effects/answers';
import { build } from './moves/build';
import { awardMedia, claimStartingBuilding } from './moves/setup-claims';
import { endTurn, invest, takeFavor, takePlanning } from './moves/turn-actions';
import { owingSeats } from './queries';
import type { Pending, UsState } from './state';

/** A move proven to fit the schema needs no safeParse (action-proof.ts); zod judges every other. */
const parseAction = (raw: unknown) =>
  provenAction(raw) ? ({ success: true, data: raw } as const) : actionSchema.safeParse(raw);

const ANSWERS = new Set<UsAction['type']>([
  'claim',
  'chooseSeat',
  'placePark',
  'splitVocation',
  'stealVocation',
  'chooseRow',
  'chooseOrder',
  'chooseBuilding',
  'chooseLot',
  'placeMarker',
  'splitPayment',
  'decide',
  'bid',
  'pass',
]);

function pick(candidates: number[], seat: number): number {
  if (!candidates.includes(seat)) reject('invalid_answer', 'us.refuse.notACandidate');
  return seat;
}

/** Answers the decision the engine is waiting for. */
function answer(ctx: Ctx, seat: number, p: Pending, action: UsAction): void {
  const s = ctx.s;
  const wrong = () => reject('answer_expected', 'us.refuse.answerExpected');
  switch (p.kind) {
    case 'claimStart':
      if (action.type !== 'claim') return wrong();
      return claimStartingBuilding(ctx, seat, action.building);
    case 'mediaTie':
      if (action.type !== 'chooseSeat') return wrong();
      return awardMedia(ctx, pick(p.candidates, action.seat));
    case 'electionTie':
      if (action.type !== 'chooseSeat') return wrong();
      s.pending = null;
      return assignOffice(ctx, p.office, pick(p.candidates, action.seat));
    case 'contractorTie':
      if (action.type !== 'chooseSeat') return wrong();
      return setContractor(ctx, pick(p.candidates, action.seat));
    case 'mayorPark':
      if (action.type !== 'placePark') return wrong();
      return placePark(ctx, seat, action.lot);
    case 'vocationSteal':
      if (action.type !== 'stealVocation') return wrong();
      return stealVocation(ctx, p.vocation, pick(p.candidates, action.from));
    case 'vocationSplit': {
      if (action.type !== 'splitVocation') return wrong();
      const owed = p.owing.find((o) => o.seat === seat);
      if (!owed || action.prestige > owed.markers)
        reject('invalid_answer', 'us.refuse.markersToSplit', { markers: owed?.markers ?? 0 });
      return splitVocation(ctx, seat, action.prestige);
    }
    default:
      return answerEffect(ctx, seat, p, action);
  }
}

function turnAction(ctx: Ctx, seat: number, action: UsAction): void {
  switch (action.type) {
    case 'invest':
      return invest(ctx, seat, action.card);
    case 'takePlanning':
      return takePlanning(ctx, seat, action.from);
    case 'takeFavor':
      return takeFavor(ctx, seat, action.from);
    case 'build':
      return build(ctx, seat, action);
    case 'endTurn':
      return endTurn(ctx, seat);
    default:
      reject('no_prompt', 'us.refuse.noPrompt');
  }
}

function dispatch(ctx: Ctx, seat: number, action: UsAction): void {
  const s = ctx.s;
  if (s.phase === 'over') reject('game_over', 'words.refuse.gameOver');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) reject('bad_seat', 'words.refuse.badSeat');
  if (s.pending) {
    if (!owingSeats(s.pending).includes(seat)) reject('not_your_prompt', 'us.refuse.notYourPrompt');
    if (seat !== s.turn.active) ctx.barrier = true;
    return answer(ctx, seat, s.pending, action);
  }
  if (seat !== s.turn.active) reject('not_your_turn', 'words.refuse.notYourTurn');
  if (ANSWERS.has(action.type)) reject('no_prompt', 'us.refuse.noPrompt');
  turnAction(ctx, seat, action);
}

const refusal = (code: UsRefusal, words: UsMessage): ApplyError<UsRefusal> => refused(code, words, US_VOICE);

/** Pure: works on a copy; a rejected action leaves the given state untouched. Quiet, it writes no log lines. */
export function apply(state: UsState, seat: number, raw: unknown, quiet = false): ApplyResult<UsState> {
  const parsed = parseAction(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The schema's complaint may list every move type or quote the client's keys: both are cut short.
    return refusal('malformed_action', {
      key: 'words.refuse.malformed',
      params: { where: excerpt(issue.path.join('.') || 'action'), issue: excerpt(issue.message, 80) },
    });
  }
  const ctx: Ctx = { s: cloneState(state), log: [], barrier: false, quiet };
  try {
    dispatch(ctx, seat, parsed.data);
    run(ctx);
  } catch (e) {
    if (e instanceof RuleViolation) return e.refusal;
    throw e;
  }
  ctx.s.step++;
  reshare(state, ctx.s);
  return { ok: true, state: ctx.s, log: ctx.log, barrier: ctx.barrier };
}
