import { OUTER_DISTRICTS, someDistrictAtMost, undevelopedIn } from './board';
import { SUITS } from './content/schema';
import { say, type Ctx } from './context';
import { END_SPECIALIST_VALUE, END_SPECIALISTS, END_UNDEVELOPED } from './end-conditions';
import type { EndTrigger, UrState } from './state';

/**
 * Specialists whose value (their own marker on the value track, the price of
 * hiring them) is END_SPECIALIST_VALUE or more. The rulebook's condition is
 * on specialists' values, not on the building markers that score them.
 */
export function highSpecialists(s: UrState): number {
  let high = 0;
  for (const suit of SUITS) if (s.specialistValue[suit] >= END_SPECIALIST_VALUE) high++;
  return high;
}

/** Whether either end condition of the rulebook holds. Both only ever become true, never false again. */
export function endConditionMet(s: UrState): boolean {
  return highSpecialists(s) >= END_SPECIALISTS || someDistrictAtMost(s, END_UNDEVELOPED);
}

/** The figures of both conditions on the board now, as the ending will tell them. */
function triggerFigures(s: UrState, step: number): EndTrigger {
  return {
    step,
    districts: OUTER_DISTRICTS.map((district) => ({ district, undeveloped: undevelopedIn(s, district) })).filter(
      (d) => d.undeveloped <= END_UNDEVELOPED,
    ),
    specialists: SUITS.filter((suit) => s.specialistValue[suit] >= END_SPECIALIST_VALUE).map((specialist) => ({
      specialist,
      value: s.specialistValue[specialist],
    })),
  };
}

/**
 * Begins the end phase the moment a condition holds. The rulebook says "as
 * soon as", so a card still to be taken for a card icon does not hold it back
 * (rules 1.0.0 waited for that card; versions.ts tells the two apart).
 */
export function beginEndPhaseIfDue(ctx: Ctx): void {
  const s = ctx.s;
  if (s.endRound !== null || !endConditionMet(s)) return;
  s.endRound = s.turn.round;
  // `apply` counts this move in `step` once it is accepted.
  s.endTrigger = triggerFigures(s, s.step + 1);
  say(ctx, 'ur.log.endPhase');
}
