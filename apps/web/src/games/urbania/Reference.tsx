import './urbania.css';
import { locale } from '../../i18n/i18n';
import { t } from './t';
import { HowToPlayEn } from './HowToPlayEn';
import { HowToPlayIt } from './HowToPlayIt';
import { RulesReference } from '../../components/widgets/cards/RulesReference';
import type { CatalogueGroup } from '../../components/widgets/cards/CardCatalogue';
import { content, DUAL_SPECIALIST_FACTOR, SINGLE_SPECIALIST_FACTOR, SUITS } from './content';
import { urCardInfo } from './card-info';
import { capital, typeName, specialistThe } from './words';

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
      {locale() === 'it' ? <HowToPlayIt /> : <HowToPlayEn />}
    </RulesReference>
  );
}
