import type { ScoringLabels } from '../game';
import { endingOf, type Ending } from '../ending';
import { US_VOICE, usMsg } from './messages';
import type { UsState } from './state';

/** How Urban Sprawl's final table is scored, for results tables (GameModule.scoring). */
export const US_SCORING: ScoringLabels = {
  score: 'Prestige',
  tiebreak: 'Wealth',
  parts: {
    duringPlay: 'During play',
    finalPayouts: 'Final prestige payouts',
    wealthToPrestige: 'Wealth → prestige ($10 = 1)',
    politicians: 'Politicians',
  },
};

/**
 * Why the match ended and how ties were settled. Only one card ends Urban
 * Sprawl: the Olympic Games, shuffled into the bottom of the Metropolis
 * deck, stops play the moment it comes up.
 */
export function usEnding(s: UsState): Ending | null {
  if (s.final === null) return null;
  return endingOf(
    usMsg('us.ending.olympics'),
    s.final,
    { score: 'us.scoring.score', tiebreak: 'us.scoring.tiebreak' },
    US_VOICE,
  );
}
