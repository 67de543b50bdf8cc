import type { WingEntry } from '../../lib/wing';
import { SEAT_COLOUR } from './colours';

/**
 * Urbania in the registry: its seat colours (the lobby shows them before
 * the table is downloaded), its words (the page's, ui-*.ts, and the rules'
 * log lines), its table and its rules page, each downloaded when a page
 * first needs it.
 */
export const urbaniaEntry: WingEntry = {
  seatColours: SEAT_COLOUR,
  words: {
    en: () =>
      Promise.all([import('./ui-en'), import('@sprawl/rules/urbania/words')]).then(([ui, game]) => ({
        ...game.UR_MESSAGES.en,
        ...ui.UR_UI_EN,
      })),
    it: () =>
      Promise.all([import('./ui-it'), import('@sprawl/rules/urbania/words')]).then(([ui, game]) => ({
        ...game.UR_MESSAGES.it,
        ...ui.UR_UI_IT,
      })),
  },
  wing: () => import('./wing').then((m) => m.urbaniaWing),
  reference: () => import('./Reference').then((m) => m.UrbaniaReference),
};
