import type { CardInfo } from '../../components/cards/card-info';
import { content, DUAL_SPECIALIST_FACTOR, MAX_SUBMITTED, SINGLE_SPECIALIST_FACTOR, SUBMIT_COST_STEP, type Project } from './content';
import { TYPE_COLOUR } from './colours';
import { capital, districtName, plural, projectTitle, resourceName, specialistName, typeName } from './words';

/** The lines of a resource card: what each of its icons pays for, in our words. */
function resourceLines(id: string): string[] {
  const c = content.resource[id];
  const suit = typeName(c.suit);
  const lines: string[] = [];
  if (c.workers) lines.push(`${plural(c.workers, `${suit} worker`)}: pays toward renewing a ${suit}, or a residential building paid for in one colour.`);
  if (c.rainbowWorkers) lines.push(`${plural(c.rainbowWorkers, 'wild worker')}: counts as a worker of any colour.`);
  if (c.coins) lines.push(`$${c.coins} in ${suit} coins: pays toward hiring the ${specialistName(c.suit)}.`);
  if (c.rainbowCoins) lines.push(`$${c.rainbowCoins} wild coin: counts as a coin of any colour.`);
  lines.push(c.coins || c.rainbowCoins
    ? 'Played in a renewal, this card then lies face up in front of you, its coins kept for a later hire.'
    : 'Played in a renewal, this card goes to the discard pile.');
  lines.push('Paying more than the price gives no change.');
  return lines;
}

/** The lines of a project card: what it scores at the end, once submitted. */
function projectLines(p: Project): string[] {
  const scores = (() => {
    switch (p.kind) {
      case 'district': return `Scores ${p.perBuilding} VP for each renewed building in the ${districtName(p.district)} district, whoever renewed it.`;
      case 'building': return `Scores ${p.perBuilding} VP for each renewed ${typeName(p.type)} in the city, whoever renewed it.`;
      case 'specialist': return `Scores ${SINGLE_SPECIALIST_FACTOR} times the ${specialistName(p.specialist)}'s value on the value track.`;
      case 'pair': return `Scores ${DUAL_SPECIALIST_FACTOR} times the ${specialistName(p.specialists[0])}'s and the ${specialistName(p.specialists[1])}'s values added together.`;
    }
  })();
  return [
    scores,
    `It scores only if you submit it (face down, at most ${MAX_SUBMITTED} a game); submitting costs 1 VP for each full ${SUBMIT_COST_STEP} VP you hold.`,
    'Projects left in your hand score nothing.',
  ];
}

/** Urbania's cards in full for the reader: the resource and project cards of the content data. */
export function urCardInfo(id: string): CardInfo {
  const resource = content.resource[id];
  if (resource) {
    // The catalogue's one line names every icon: a card with workers and coins is not only its workers.
    const summary = `Pays ${resourceName(id).replace(/^.*\((.*)\)$/, '$1')}.`;
    return { id, title: `${capital(typeName(resource.suit))} resource card`, kind: 'Resource card', lines: resourceLines(id), summary, accent: TYPE_COLOUR[resource.suit] };
  }
  const project = content.project[id];
  if (project) {
    const kind = { district: 'Neighbourhood project', building: 'Building project', specialist: 'Specialist project', pair: 'Two-specialist project' }[project.kind];
    return { id, title: capital(projectTitle(project)), kind, lines: projectLines(project) };
  }
  return { id, title: 'Unknown card', kind: 'Card', lines: [] };
}
