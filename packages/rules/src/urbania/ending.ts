import type { ScoringLabels } from '../game';
import { endingOf, type Ending } from '../ending';
import { listParam } from '../words/message';
import { fewestUndeveloped } from './board';
import { END_SPECIALIST_VALUE, END_SPECIALISTS, END_UNDEVELOPED } from './end-conditions';
import { highSpecialists } from './end-phase';
import { specialistName, UR_VOICE, urMsg, type UrMessage } from './messages';
import type { EndTrigger, UrState } from './state';

/** How Urbania's final table is scored, for results tables (GameModule.scoring). */
export const UR_SCORING: ScoringLabels = {
  score: 'Victory points',
  tiebreak: 'Project points',
  parts: {
    renew: 'Renewed buildings',
    specialists: 'Specialists',
    submit: 'Paid to submit projects',
    projects: 'Projects',
  },
};

const buildings = (n: number) => urMsg('ur.ending.undeveloped', { n });

/** The district with fewest undeveloped buildings then; when several met the condition, each with its count. */
function districtClause(t: EndTrigger): UrMessage {
  const fewest = Math.min(...t.districts.map((d) => d.undeveloped));
  const district = (d: EndTrigger['districts'][number]['district']) => urMsg(`ur.district.${d}`);
  const which =
    t.districts.length === 1
      ? district(t.districts[0].district)
      : listParam(
          t.districts.map((d) =>
            urMsg('ur.ending.districtCount', { district: district(d.district), n: d.undeveloped }),
          ),
          'comma',
        );
  return urMsg('ur.ending.districtClause', {
    buildings: buildings(fewest),
    count: fewest,
    which,
    limit: END_UNDEVELOPED,
  });
}

function specialistClause(t: EndTrigger): UrMessage {
  const each = listParam(
    t.specialists.map((x) => urMsg('ur.specialistValue', { name: specialistName(x.specialist), value: x.value })),
    'comma',
  );
  return urMsg('ur.ending.specialistClause', {
    count: t.specialists.length,
    value: END_SPECIALIST_VALUE,
    each,
    needed: END_SPECIALISTS,
  });
}

/** The conditions that held when the end phase began, with that moment's figures. */
function atTheTrigger(t: EndTrigger): { clause: UrMessage[]; byDistrict: boolean; bySpecialists: boolean } {
  const byDistrict = t.districts.length > 0;
  const bySpecialists = t.specialists.length >= END_SPECIALISTS;
  const clause = [byDistrict ? districtClause(t) : null, bySpecialists ? specialistClause(t) : null].filter(
    (p) => p !== null,
  );
  return { clause, byDistrict, bySpecialists };
}

/** A condition that did not start the end phase but held by the end, said to have come later. */
function later(s: UrState, byDistrict: boolean, bySpecialists: boolean): UrMessage | '' {
  const fewest = fewestUndeveloped(s);
  const high = highSpecialists(s);
  if (!byDistrict && fewest <= END_UNDEVELOPED)
    return urMsg('ur.ending.laterDistrict', { buildings: buildings(fewest), count: fewest });
  if (!bySpecialists && high >= END_SPECIALISTS)
    return urMsg('ur.ending.laterSpecialists', { high, value: END_SPECIALIST_VALUE });
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
  const rest = round === null ? '' : urMsg('ur.ending.rest', { round, next: round + 1 });
  let reason: UrMessage;
  if (s.endTrigger) {
    const { clause, byDistrict, bySpecialists } = atTheTrigger(s.endTrigger);
    reason = urMsg('ur.ending.trigger', {
      round: round ?? '?',
      clause: listParam(clause),
      later: later(s, byDistrict, bySpecialists),
      rest,
    });
  } else {
    const fewest = fewestUndeveloped(s),
      high = highSpecialists(s);
    const held = [
      fewest <= END_UNDEVELOPED
        ? urMsg('ur.ending.held.district', { buildings: buildings(fewest), count: fewest })
        : null,
      high >= END_SPECIALISTS ? urMsg('ur.ending.held.specialists', { high, value: END_SPECIALIST_VALUE }) : null,
    ].filter((p) => p !== null);
    reason = urMsg('ur.ending.noTrigger', {
      round: round ?? '?',
      held: held.length ? listParam(held) : urMsg('ur.ending.held.none'),
      rest,
    });
  }
  return endingOf(reason, s.final, { score: 'ur.scoring.score', tiebreak: 'ur.scoring.tiebreak' }, UR_VOICE);
}
