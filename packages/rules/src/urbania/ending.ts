import type { ScoringLabels } from '../game';
import { tieSentences, type Ending } from '../ending';
import { fewestUndeveloped } from './board';
import { CONTENT } from './content/catalog';
import { END_SPECIALIST_VALUE, END_SPECIALISTS, END_UNDEVELOPED } from './end-conditions';
import { highSpecialists } from './end-phase';
import type { EndTrigger, UrState } from './state';

/** How Urbania's final table is scored, for results tables (GameModule.scoring). */
export const UR_SCORING: ScoringLabels = {
  score: 'Victory points',
  tiebreak: 'Project points',
  parts: { renew: 'Renewed buildings', specialists: 'Specialists', submit: 'Paid to submit projects', projects: 'Projects' },
};

const buildings = (n: number) => `${n} undeveloped building${n === 1 ? '' : 's'}`;

/** The district with fewest undeveloped buildings then; when several met the condition, each with its count. */
function districtClause(t: EndTrigger): string {
  const fewest = Math.min(...t.districts.map((d) => d.undeveloped));
  const which = t.districts.length === 1 ? t.districts[0].district : t.districts.map((d) => `${d.district} ${d.undeveloped}`).join(', ');
  return `a district had only ${buildings(fewest)} left (${which}; ${END_UNDEVELOPED} or fewer start it)`;
}

function specialistClause(t: EndTrigger): string {
  const each = t.specialists.map((x) => `${CONTENT.specialist[x.specialist].name} ${x.value}`).join(', ');
  return `${t.specialists.length} specialists stood at ${END_SPECIALIST_VALUE} or more (${each}; ${END_SPECIALISTS} start it)`;
}

/** The conditions that held when the end phase began, with that moment's figures. */
function atTheTrigger(t: EndTrigger): { clause: string; byDistrict: boolean; bySpecialists: boolean } {
  const byDistrict = t.districts.length > 0;
  const bySpecialists = t.specialists.length >= END_SPECIALISTS;
  const parts = [byDistrict ? districtClause(t) : null, bySpecialists ? specialistClause(t) : null].filter((p) => p !== null);
  return { clause: parts.join(' and '), byDistrict, bySpecialists };
}

/** A condition that did not start the end phase but held by the end, said to have come later. */
function later(s: UrState, byDistrict: boolean, bySpecialists: boolean): string {
  const fewest = fewestUndeveloped(s);
  const high = highSpecialists(s);
  if (!byDistrict && fewest <= END_UNDEVELOPED) return ` Later, a district also came down to ${buildings(fewest)}.`;
  if (!bySpecialists && high >= END_SPECIALISTS) return ` Later, ${high} specialists also came to stand at ${END_SPECIALIST_VALUE} or more.`;
  return '';
}

/**
 * Why the match ended and how ties were settled. Urbania ends one full round
 * after the round in which an end condition first held. The board goes on
 * changing until the last turn, so the sentence gives the figures kept when
 * the end phase began (`endTrigger`); a state written by rules 1.0.0 has none,
 * and then only the end of the game can be described.
 */
export function urEnding(s: UrState): Ending | null {
  if (s.final === null) return null;
  const round = s.endRound;
  const rest = round === null
    ? ''
    : ` Play went on to the end of round ${round} and through round ${round + 1}, then the submitted projects were revealed and scored.`;
  let reason: string;
  if (s.endTrigger) {
    const { clause, byDistrict, bySpecialists } = atTheTrigger(s.endTrigger);
    reason = `The end phase began in round ${round}, when ${clause}.${later(s, byDistrict, bySpecialists)}${rest}`;
  } else {
    const fewest = fewestUndeveloped(s), high = highSpecialists(s);
    const held = [
      fewest <= END_UNDEVELOPED ? `a district had ${buildings(fewest)} left` : null,
      high >= END_SPECIALISTS ? `${high} specialists stood at ${END_SPECIALIST_VALUE} or more` : null,
    ].filter((p) => p !== null);
    reason = `The end phase began in round ${round}; by the end of the game ${held.join(' and ') || 'an end condition held'}.${rest}`;
  }
  return { reason, ties: tieSentences(s.final, UR_SCORING) };
}
