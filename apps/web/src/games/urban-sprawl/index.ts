import type { WingEntry } from '../../lib/wing';

/**
 * Urban Sprawl in the registry: its words (the page's, ui-*.ts, and the
 * rules' log lines and card names), its table and its rules page, each
 * downloaded when a page first needs it.
 */
export const urbanSprawlEntry: WingEntry = {
  words: {
    en: () =>
      Promise.all([import('./ui-en'), import('@sprawl/rules/urban-sprawl/words')]).then(([ui, game]) => ({
        ...game.US_MESSAGES.en,
        ...ui.US_UI_EN,
      })),
    it: () =>
      Promise.all([import('./ui-it'), import('@sprawl/rules/urban-sprawl/words')]).then(([ui, game]) => ({
        ...game.US_MESSAGES.it,
        ...ui.US_UI_IT,
      })),
  },
  wing: () => import('./wing').then((m) => m.urbanSprawlWing),
  reference: () => import('./Reference').then((m) => m.UrbanSprawlReference),
};
