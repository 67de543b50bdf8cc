import type { WingEntry } from '../../lib/wing';

/** Hush Auction in the registry: its words (the page's, ui-*.ts, and the rules' log lines), its table and its rules page, each downloaded when a page first needs it. */
export const hushAuctionEntry: WingEntry = {
  words: {
    en: () =>
      Promise.all([import('./ui-en'), import('@sprawl/rules/hush-auction/words')]).then(([ui, game]) => ({
        ...game.HA_MESSAGES.en,
        ...ui.HA_UI_EN,
      })),
    it: () =>
      Promise.all([import('./ui-it'), import('@sprawl/rules/hush-auction/words')]).then(([ui, game]) => ({
        ...game.HA_MESSAGES.it,
        ...ui.HA_UI_IT,
      })),
  },
  wing: () => import('./wing').then((m) => m.hushAuctionWing),
  reference: () => import('./Reference').then((m) => m.HushReference),
};
