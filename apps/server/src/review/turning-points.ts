import type { ReviewStep, TurningPoint } from '@sprawl/protocol';

/** At most this many turning points: a few moves to talk over, not a list of every step. */
const MOST = 5;

/** Smaller swings than this (ten points of chance) are the search's noise more than a player's doing. */
const LEAST_CHANGE = 0.1;

/**
 * The steps where a seat's chance moved most, in match order: for each step
 * the seat whose chance moved most there (in a two-seat game both seats move
 * together, and one mark per step is enough), then the largest of those,
 * each at least a fortieth of the match (and 2 steps) from a larger one: a
 * swing and its swing back a step later are one moment to talk over, and
 * marks that close would sit on each other in the chart.
 */
export function turningPoints(steps: ReviewStep[]): TurningPoint[] {
  const candidates: TurningPoint[] = [];
  for (let i = 1; i < steps.length; i++) {
    let biggest: TurningPoint | null = null;
    steps[i].chances.forEach((now, seat) => {
      const before = steps[i - 1].chances[seat];
      if (now === null || before === null || before === undefined) return;
      const change = now - before;
      if (Math.abs(change) >= LEAST_CHANGE && (biggest === null || Math.abs(change) > Math.abs(biggest.change)))
        biggest = { step: steps[i].step, seat, change };
    });
    if (biggest !== null) candidates.push(biggest);
  }
  const apart = Math.max(2, Math.ceil(steps.length / 40));
  const chosen: TurningPoint[] = [];
  for (const c of candidates.sort((a, b) => Math.abs(b.change) - Math.abs(a.change))) {
    if (chosen.length === MOST) break;
    if (chosen.every((p) => Math.abs(p.step - c.step) >= apart)) chosen.push(c);
  }
  return chosen.sort((a, b) => a.step - b.step);
}
