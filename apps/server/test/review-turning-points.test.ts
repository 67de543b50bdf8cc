import type { ReviewStep } from '@sprawl/protocol';
import { turningPoints } from '../src/review/turning-points';

/** A review's steps from each step's chances, two seats. */
const stepsOf = (chances: (number | null)[][]): ReviewStep[] =>
  chances.map((c, step) => ({ step, chances: c, decision: null }));

describe('turning points', () => {
  test('are the largest swings, one seat per step, in match order', () => {
    const steps = stepsOf([
      [0.5, 0.5],
      [0.52, 0.48],
      [0.2, 0.75],
      [0.22, 0.78],
      [0.21, 0.79],
      [0.21, 0.79],
      [0.7, 0.35],
    ]);
    expect(turningPoints(steps)).toEqual([
      { step: 2, seat: 0, change: expect.closeTo(-0.32) },
      { step: 6, seat: 0, change: expect.closeTo(0.49) },
    ]);
  });

  test('a swing and its swing back a step later make one turning point, the larger', () => {
    const steps = stepsOf([
      [0.5, 0.5],
      [0.9, 0.15],
      [0.45, 0.5],
      [0.45, 0.5],
    ]);
    expect(turningPoints(steps)).toEqual([{ step: 2, seat: 0, change: expect.closeTo(-0.45) }]);
  });

  test('ignore small moves and steps a seat could not be estimated at', () => {
    const steps = stepsOf([
      [0.5, 0.5],
      [0.55, null],
      [0.5, 0.9],
      [0.56, 0.86],
    ]);
    expect(turningPoints(steps)).toEqual([]);
  });

  test('are at most five', () => {
    const swings = Array.from({ length: 40 }, (_, i) => [i % 2 === 0 ? 0.1 : 0.9, 0.5]);
    expect(turningPoints(stepsOf(swings))).toHaveLength(5);
  });
});
