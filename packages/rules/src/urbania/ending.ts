import type { ScoringLabels } from '../game';
import { tieSentences, type Ending } from '../ending';
import { fewestUndeveloped } from './board';
import { END_SPECIALIST_VALUE, END_SPECIALISTS, END_UNDEVELOPED } from './end-conditions';
import type { UrState } from './state';
import { highSpecialists } from './turn';

/** How Urbania's final table is scored, for results tables (GameModule.scoring). */
export const UR_SCORING: ScoringLabels = {
  score: 'Victory points',
  tiebreak: 'Project points',
  parts: { renew: 'Renewed buildings', specialists: 'Specialists', submit: 'Paid to submit projects', projects: 'Projects' },
};

/**
 * Why the match ended and how ties were settled. Urbania ends one full round
 * after the round in which an end condition first held; both conditions
 * only ever become true, so those that hold at the end are named (the first
 * of them started the end phase).
 */
export function urEnding(s: UrState): Ending | null {
  if (s.final === null) return null;
  const held: string[] = [];
  const fewest = fewestUndeveloped(s);
  if (fewest <= END_UNDEVELOPED) held.push(`a district had only ${fewest} undeveloped building${fewest === 1 ? '' : 's'} left (${END_UNDEVELOPED} or fewer ends the game)`);
  const high = highSpecialists(s);
  if (high >= END_SPECIALISTS) held.push(`${high} specialists stood at ${END_SPECIALIST_VALUE} or more (${END_SPECIALISTS} end the game)`);
  const round = s.endRound === null ? '' : ` in round ${s.endRound}`;
  return {
    reason: `The end phase began${round}, when ${held.join(' and ') || 'an end condition held'}; play went on to the end of that round and one more full round, then the submitted projects were revealed and scored.`,
    ties: tieSentences(s.final, UR_SCORING),
  };
}
