import { locale, t } from '../../i18n/i18n';
import { HowToPlayIt } from './HowToPlayIt';
import { RulesReference } from '../../components/cards/RulesReference';
import type { CatalogueGroup } from '../../components/cards/CardCatalogue';
import {
  content,
  DUAL_SPECIALIST_FACTOR,
  END_SPECIALISTS,
  END_SPECIALIST_VALUE,
  END_UNDEVELOPED,
  MAX_SUBMITTED,
  SINGLE_SPECIALIST_FACTOR,
  SUBMIT_COST_STEP,
  SUITS,
} from './content';
import { urCardInfo } from './card-info';
import { capital, specialistName, typeName, specialistThe } from './words';

const PROJECT_KINDS = ['district', 'building', 'specialist', 'pair'] as const;
const FACTOR: Record<string, number> = { specialist: SINGLE_SPECIALIST_FACTOR, pair: DUAL_SPECIALIST_FACTOR };

/** Resource cards by colour, then project cards by kind: the game's 91 cards. */
export function urCatalogue(): CatalogueGroup[] {
  return [
    ...SUITS.map((suit) => ({
      title: t('ui.ur.group.resources', { type: capital(typeName(suit)) }),
      note: t('ui.ur.group.resources.note', { type: typeName(suit), specialist: specialistThe(suit) }),
      ids: content.resources.filter((c) => c.suit === suit).map((c) => c.id),
    })),
    ...PROJECT_KINDS.map((kind) => ({
      title: t(`ui.ur.group.${kind}`),
      note: t(`ui.ur.group.${kind}.note`, { n: FACTOR[kind] ?? 0 }),
      ids: content.projects.filter((p) => p.kind === kind).map((p) => p.id),
    })),
  ];
}

/** Urbania's rules page: the game in a few paragraphs of our own, and every resource and project card. */
export function UrbaniaReference() {
  return (
    <RulesReference name={t('ui.game.urbania')} groups={urCatalogue()} info={urCardInfo}>
      {locale() === 'it' ? (
        <HowToPlayIt />
      ) : (
        <>
          <h2>How to play</h2>
          <p>
            A run-down city waits to be rebuilt, square by square. You collect resource cards, renew buildings, hire
            specialists and, above all, pick the projects that will pay off at the end. Most victory points (VP) wins; a
            tie goes to whoever scored more with projects.
          </p>
          <h3>Your turn: two actions</h3>
          <ul>
            <li>
              <b>Draw</b>: take two cards, each from the face-up pool, blind from the resource pile, or blind from the
              project pile.
            </li>
            <li>
              <b>Renew</b>: pick an undeveloped building next to one already renewed (not diagonally) and pay its
              workers with cards of its colour. Residential buildings take workers of any one colour. You score its VP
              at once and its type rises one step on the value track.
            </li>
            <li>
              <b>Hire</b>: pay a specialist's value in coins of its colour, from your hand or from cards lying in front
              of you, and take it, even from another player. Its marker then rises one step.
            </li>
            <li>
              <b>Submit</b>: lay a project from your hand face down. At most {MAX_SUBMITTED} in a game; each costs 1 VP
              per full {SUBMIT_COST_STEP} VP you hold.
            </li>
          </ul>
          <p>
            You may repeat an action. Rainbow icons are wild. Overpaying gives no change. A card icon on a renewed
            building or on the value track lets you draw one more card. After your actions, each specialist in front of
            you scores as many VP as its building type is worth on the value track.
          </p>
          <h3>The end</h3>
          <p>
            The end phase starts when a district is down to {END_UNDEVELOPED} undeveloped buildings, or when{' '}
            {END_SPECIALISTS} specialists are worth {END_SPECIALIST_VALUE} or more. Play goes on until everyone has had
            the same number of turns, plus one more full round. Then the submitted projects score; those still in hand
            do not.
          </p>
        </>
      )}
    </RulesReference>
  );
}
