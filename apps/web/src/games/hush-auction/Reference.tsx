import { locale } from '../../i18n/i18n';
import { RulesReference } from '../../components/widgets/cards/RulesReference';
import type { CatalogueGroup } from '../../components/widgets/cards/CardCatalogue';
import { haCardInfo } from './card-info';
import { cardsOf, COLOURS, HIGHEST_VALUE } from './facts';
import { HowToPlayEn } from './HowToPlayEn';
import { HowToPlayIt } from './HowToPlayIt';
import { t } from './t';
import { capital, colourName } from './words';

/** The deck by colour, each from 1 up: the game's 64 cards. */
export function haCatalogue(): CatalogueGroup[] {
  return COLOURS.map((colour) => ({
    title: capital(t('ui.ha.group', { colour: colourName(colour) })),
    note: t('ui.ha.group.note', { highest: HIGHEST_VALUE }),
    ids: cardsOf(colour),
  }));
}

/** Hush Auction's rules page: the game in a few paragraphs of our own, and every card of the deck. */
export function HushReference() {
  return (
    <RulesReference name={t('ui.game.hush-auction')} groups={haCatalogue()} info={haCardInfo}>
      {locale() === 'it' ? <HowToPlayIt /> : <HowToPlayEn />}
    </RulesReference>
  );
}
