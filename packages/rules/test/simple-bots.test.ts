import { games } from '../src/registry';
import { seedRng } from '../src/rng';
import { weighedBid } from '../src/hush-auction/policy';
import { noTimes, playBotGame } from '../scripts/bot-match';
import { GREEDY } from '../scripts/greedy';

/**
 * The simple bots (the easy level, and every seat of a search's playouts)
 * play like players with a plan (issue 53): Hush Auction's saves strong
 * cards for big lots, and Urbania's is a fair first opponent for the bench's
 * greedy player, where a random mover won 2% of games.
 */
describe('Hush Auction: the simple bid', () => {
  const hand = ['reed-1', 'clay-5', 'moss-9', 'salt-14'];

  test('gives its weakest card for a small lot, whatever the noise', () => {
    for (let i = 0; i < 40; i++) expect(weighedBid(['reed-2'], hand, [], 1, seedRng(`small-${i}`))).toBe('reed-1');
  });

  test('gives its strongest card for a big lot', () => {
    for (let i = 0; i < 40; i++)
      expect(weighedBid(['reed-16', 'clay-13'], hand, [], 1, seedRng(`big-${i}`))).toBe('salt-14');
  });
});

describe('Urbania: the easy level against the greedy player', () => {
  test('wins a fair part of two-seat games', () => {
    const game = games.urbania;
    let share = 0;
    const n = 30;
    for (let g = 0; g < n; g++) {
      const levels = g % 2 === 0 ? (['easy', 'greedy'] as const) : (['greedy', 'easy'] as const);
      const shares = playBotGame(game, [...levels], `easy-vs-greedy:${g}`, noTimes(), false, () => {}, GREEDY.urbania);
      share += shares[g % 2];
    }
    // 41% over 100 games of the bench; a uniform random mover won 3% there, 13% of these 30.
    expect(share / n).toBeGreaterThan(0.25);
  });
});
