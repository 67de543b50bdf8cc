import { locale } from '../../i18n/i18n';
import { t } from './t';
import type { CardInfo } from '../../components/widgets/cards/card-info';
import {
  content,
  DUAL_SPECIALIST_FACTOR,
  MAX_SUBMITTED,
  SINGLE_SPECIALIST_FACTOR,
  SUBMIT_COST_STEP,
  type Project,
  type Suit,
} from './content';
import { TYPE_COLOUR } from './colours';
import { capital, districtName, projectTitle, resourceName, specialistName, typeName, specialistThe } from './words';

/** A specialist as the project sentences name them: "the Banker" in English ("the Banker's value"), the bare name in Italian ("del Banchiere"). */
const specialistTheBare = (s: Suit) => (locale() === 'en' ? specialistThe(s) : specialistName(s));

/** The lines of a resource card: what each of its icons pays for, in our words. */
function resourceLines(id: string): string[] {
  const c = content.resource[id];
  const suit = typeName(c.suit);
  const lines: string[] = [];
  if (c.workers) lines.push(t('ui.ur.card.workers', { n: c.workers, suit }));
  if (c.rainbowWorkers) lines.push(t('ui.ur.card.wildWorkers', { n: c.rainbowWorkers }));
  if (c.coins) lines.push(t('ui.ur.card.coins', { n: c.coins, suit, specialist: specialistThe(c.suit) }));
  if (c.rainbowCoins) lines.push(t('ui.ur.card.wildCoins', { n: c.rainbowCoins }));
  lines.push(c.coins || c.rainbowCoins ? t('ui.ur.card.keptInFront') : t('ui.ur.card.discarded'));
  lines.push(t('ui.ur.card.noChange'));
  return lines;
}

/** The lines of a project card: what it scores at the end, once submitted. */
function projectLines(p: Project): string[] {
  const scores = (() => {
    switch (p.kind) {
      case 'district':
        return t('ui.ur.card.scoresDistrict', { n: p.perBuilding, district: districtName(p.district) });
      case 'building':
        return t('ui.ur.card.scoresBuilding', { n: p.perBuilding, type: typeName(p.type) });
      case 'specialist':
        return t('ui.ur.card.scoresSpecialist', {
          n: SINGLE_SPECIALIST_FACTOR,
          specialist: specialistTheBare(p.specialist),
        });
      case 'pair':
        return t('ui.ur.card.scoresPair', {
          n: DUAL_SPECIALIST_FACTOR,
          a: specialistTheBare(p.specialists[0]),
          b: specialistTheBare(p.specialists[1]),
        });
    }
  })();
  return [
    scores,
    t('ui.ur.card.submitOnly', { max: MAX_SUBMITTED, step: SUBMIT_COST_STEP }),
    t('ui.ur.card.leftInHand'),
  ];
}

/** Urbania's cards in full for the reader: the resource and project cards of the content data. */
export function urCardInfo(id: string): CardInfo {
  const resource = content.resource[id];
  if (resource) {
    // The catalogue's one line names every icon: a card with workers and coins is not only its workers.
    const summary = t('ui.ur.card.pays', { what: resourceName(id).replace(/^.*\((.*)\)$/, '$1') });
    return {
      id,
      title: t('ui.ur.card.resourceTitle', { type: capital(typeName(resource.suit)) }),
      kind: t('ui.ur.card.resource'),
      lines: resourceLines(id),
      summary,
      accent: TYPE_COLOUR[resource.suit],
    };
  }
  const project = content.project[id];
  if (project) {
    const kind = t(`ui.ur.card.${project.kind}`);
    return { id, title: capital(projectTitle(project)), kind, lines: projectLines(project) };
  }
  return { id, title: t('ui.ur.card.unknown'), kind: t('ui.ur.card.card'), lines: [] };
}
