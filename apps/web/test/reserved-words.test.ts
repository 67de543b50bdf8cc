import { isReservedName } from '../../server/src/rooms/reserved-names';
import { changeLocale, t } from '../src/i18n/i18n';
import { LOCALES } from '../src/i18n/locale';
import { loadEveryWord } from './support/every-word';

/**
 * Issue 50 item 19: the words the page puts where a name goes ("Seat 2",
 * "Player 1", "Empty seat") are reserved in every language the page speaks,
 * so that nobody joins as "Posto 2" or "Giocatore 1" and passes for an
 * empty seat or someone else's place on an Italian screen.
 */
describe('the names the page gives seats are reserved in every language', () => {
  beforeAll(loadEveryWord);
  afterAll(() => changeLocale('en'));

  test.each([...LOCALES])('%s', async (locale) => {
    await changeLocale(locale);
    const shown = [
      t('ui.common.seat', { n: 2 }),
      t('ui.common.seat', { n: 12 }),
      t('ui.common.player', { n: 1 }),
      t('ui.common.player', { n: 4 }),
      t('ui.common.emptySeat'),
    ];
    expect(shown.filter((name) => !isReservedName(name))).toEqual([]);
  });
});
