import './sprawl.css';
import { locale } from '../../i18n/i18n';
import { t } from './t';
import { HowToPlayEn } from './HowToPlayEn';
import { HowToPlayIt } from './HowToPlayIt';
import { CARDS } from '@sprawl/rules/urban-sprawl/table';
import { RulesReference } from '../../components/widgets/cards/RulesReference';
import type { CatalogueGroup } from '../../components/widgets/cards/CardCatalogue';
import { usCardInfo } from './card-info';

const ofKind = (ids: string[], kind: string) => ids.filter((id) => CARDS.byId[id]?.kind === kind);

/** The card set by deck, planning cards split by what they do. */
export function usCatalogue(): CatalogueGroup[] {
  return [
    { title: t('ui.us.group.permits'), note: t('ui.us.group.permits.note'), ids: ofKind(CARDS.planning, 'permit') },
    { title: t('ui.us.group.renewal'), note: t('ui.us.group.renewal.note'), ids: ofKind(CARDS.planning, 'renewal') },
    { title: t('ui.us.group.events'), note: t('ui.us.group.events.note'), ids: ofKind(CARDS.planning, 'event') },
    { title: t('ui.us.group.town'), note: t('ui.us.group.town.note'), ids: CARDS.town },
    { title: t('ui.us.group.city'), note: t('ui.us.group.city.note'), ids: CARDS.city },
    { title: t('ui.us.group.metropolis'), note: t('ui.us.group.metropolis.note'), ids: CARDS.metropolis },
  ];
}

/** Urban Sprawl's rules page: the game in a few paragraphs of our own, and all 165 cards. */
export function UrbanSprawlReference() {
  return (
    <RulesReference name={t('ui.game.urban-sprawl.full')} groups={usCatalogue()} info={usCardInfo}>
      {locale() === 'it' ? <HowToPlayIt /> : <HowToPlayEn />}
    </RulesReference>
  );
}
