import { playRandomGame, urbania } from '../src';
import { fewestUndeveloped, OUTER_DISTRICTS, someDistrictAtMost, undevelopedIn } from '../src/urbania/board';
import { CONTENT } from '../src/urbania/content/catalog';
import type { UrState } from '../src/urbania/state';

/**
 * The end condition's quick count (`someDistrictAtMost`, which stops counting
 * a district once it has enough) and the per-district lists it reads are held
 * to the plain count of every square of the board, on every position of
 * random games, for every threshold a district can have.
 */
function plainCounts(s: UrState): Record<string, number> {
  const counts: Record<string, number> = { NW: 0, NE: 0, SW: 0, SE: 0 };
  s.board.forEach((square, i) => {
    const district = CONTENT.districts[i];
    if (!square.renewed && district !== 'center') counts[district]++;
  });
  return counts;
}

test('the quick district counts agree with counting the whole board', () => {
  let positions = 0;
  const seen = new Set<number>();
  const compare = (s: UrState) => {
    const counts = plainCounts(s);
    const fewest = Math.min(...Object.values(counts));
    for (const district of OUTER_DISTRICTS) expect(undevelopedIn(s, district)).toBe(counts[district]);
    expect(fewestUndeveloped(s)).toBe(fewest);
    for (let most = 0; most <= 11; most++) {
      if (someDistrictAtMost(s, most) !== fewest <= most) throw new Error(`at most ${most}, fewest ${fewest}`);
    }
    seen.add(fewest);
    positions++;
  };
  for (let g = 0; g < 8; g++) {
    playRandomGame(urbania, {
      seed: `districts-${g}`,
      seats: 2 + (g % 4),
      options: {},
      onStep: (state) => compare(state),
    });
  }
  expect(positions).toBeGreaterThan(1000);
  // Boards from untouched to an end condition met were looked at.
  expect(seen.has(11)).toBe(true);
  expect(Math.min(...seen)).toBeLessThanOrEqual(2);
});
