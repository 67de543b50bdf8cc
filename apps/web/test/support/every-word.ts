import { loadLanguage, loadWords } from '../../src/i18n/i18n';
import { entryFor, knownGames } from '../../src/games/registry';
import { HA_UI_EN } from '../../src/games/hush-auction/ui-en';
import { HA_UI_IT } from '../../src/games/hush-auction/ui-it';
import { UR_UI_EN } from '../../src/games/urbania/ui-en';
import { UR_UI_IT } from '../../src/games/urbania/ui-it';
import { US_UI_EN } from '../../src/games/urban-sprawl/ui-en';
import { US_UI_IT } from '../../src/games/urban-sprawl/ui-it';

/**
 * Every word the page can say, in the current language: its own and every
 * wing's, as a page that opened each game's table would hold them (a page
 * downloads a wing's words with the wing; `changeLocale` then brings them
 * in the other language too).
 */
export async function loadEveryWord(): Promise<void> {
  await loadLanguage();
  for (const id of knownGames()) {
    const words = entryFor(id).words;
    if (words) await loadWords(words);
  }
}

/** The wings' own page words (games/<id>/ui-*.ts), by wing, in both languages. */
export const WING_UI: ReadonlyArray<readonly [string, Record<string, string>, Record<string, string>]> = [
  ['urban-sprawl', US_UI_EN, US_UI_IT],
  ['urbania', UR_UI_EN, UR_UI_IT],
  ['hush-auction', HA_UI_EN, HA_UI_IT],
];
