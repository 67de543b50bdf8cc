import type { UsAction } from '../../actions';
import type { Ctx } from '../../context';
import { say, who } from '../../context';
import { reject } from '../../errors';
import { demolish } from '../../demolish';
import type { Pending } from '../../state';
import { setMarker } from '../markers';
import { answerBid, loseIt, payInFull } from './buildings';
import { answerPayChoice } from './money';
import { orderedTasks } from './order';

type EffectPending = Extract<
  Pending,
  {
    kind:
      | 'chooseRow'
      | 'chooseOrder'
      | 'chooseBuilding'
      | 'chooseLot'
      | 'placeMarker'
      | 'payChoice'
      | 'loseOrPay'
      | 'keepOrLose'
      | 'bid';
  }
>;

const invalid = (): never => reject('invalid_answer', 'us.refuse.invalidAnswer');
const wrong = (): never => reject('answer_expected', 'us.refuse.answerExpected');

/** Answers a decision asked inside a card effect, then lets the effect carry on. */
export function answerEffect(ctx: Ctx, seat: number, p: Pending, action: UsAction): void {
  const s = ctx.s;
  const q = p as EffectPending;
  const resume = (task: Parameters<typeof s.tasks.unshift>[0]) => {
    s.pending = null;
    s.tasks.unshift(task);
  };
  switch (q.kind) {
    case 'chooseRow':
      if (action.type !== 'chooseRow') return wrong();
      return resume({ ...q.resume, scope: { ...q.resume.scope, row: action.row } });
    case 'chooseOrder': {
      if (action.type !== 'chooseOrder') return wrong();
      const sorted = [...action.order].sort();
      if (sorted.join() !== [...q.seats].sort().join()) invalid();
      s.pending = null;
      s.tasks.unshift(...orderedTasks(q.resume, action.order));
      return;
    }
    case 'chooseBuilding':
      if (action.type !== 'chooseBuilding') return wrong();
      if (!q.candidates.includes(action.building)) invalid();
      return resume({ ...q.resume, building: action.building });
    case 'chooseLot':
      if (action.type !== 'chooseLot') return wrong();
      if (!q.lots.includes(action.lot)) invalid();
      return resume({ ...q.resume, lot: action.lot });
    case 'placeMarker':
      if (action.type !== 'placeMarker') return wrong();
      if (!q.markers.includes(action.marker) || !q.spaces.includes(action.space)) invalid();
      s.pending = null;
      return setMarker(ctx, action.marker, action.space);
    case 'payChoice':
      if (action.type !== 'splitPayment') return wrong();
      if (action.prestige > q.units) invalid();
      return answerPayChoice(ctx, seat, action.prestige);
    case 'loseOrPay':
      if (action.type === 'decide' && action.accept && q.canPay) {
        s.pending = null;
        return payInFull(ctx, seat, q.wealth, q.prestige);
      }
      if (action.type !== 'chooseBuilding') return action.type === 'decide' ? invalid() : wrong();
      if (!q.candidates.includes(action.building)) invalid();
      s.pending = null;
      say(ctx, 'us.log.gaveUpBuilding', { who: who(seat) }, seat);
      return demolish(ctx, action.building);
    case 'keepOrLose': {
      if (action.type !== 'decide') return wrong();
      if (action.accept && !q.canPay) reject('cannot_pay', 'us.refuse.cannotPayOptional');
      s.pending = null;
      if (action.accept) return payInFull(ctx, seat, q.wealth, q.prestige);
      const b = s.board.buildings[q.building];
      if (b) loseIt(ctx, b, q.otherwise);
      return;
    }
    case 'bid':
      if (action.type === 'pass') return answerBid(ctx, seat, null);
      if (action.type !== 'bid') return wrong();
      if (action.amount <= q.high) reject('bid_too_low', 'us.refuse.bidTooLow', { high: q.high });
      if (action.amount > s.players[seat].wealth) reject('not_enough_wealth', 'us.refuse.bidTooHigh');
      return answerBid(ctx, seat, action.amount);
    default:
      return wrong();
  }
}
