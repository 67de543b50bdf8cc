import { leadShares } from '../search/lead';
import type { UsState } from './state';

/**
 * Each seat's chance of winning, guessed from prestige plus wealth at the
 * final exchange rate ($10 = 1 prestige, flow/final-scoring.ts). It leaves
 * out the final payouts and politicians, which a playout of a few turns
 * cannot yet tell apart; 5 prestige of lead reads as about 73%.
 */
export function evaluate(s: UsState): number[] {
  return leadShares(
    s.players.map((p) => p.prestige + p.wealth / 10),
    5,
  );
}
