/**
 * The words of every game, for clients: the shared words and each game's
 * catalogue, merged by language, with the renderer. A browser imports this
 * entry (`@sprawl/rules/words`) instead of the engines, so showing a log
 * line in Italian does not load the rules. A test checks that it holds the
 * `messages` of every game of the registry, so no game can be left out.
 */
import { COMMON_EN } from './words/common-en';
import { COMMON_IT } from './words/common-it';
import type { Locale } from './words/message';
import type { Catalogue } from './words/render';
import { US_MESSAGES } from './urban-sprawl/messages';
import { UR_MESSAGES } from './urbania/messages';
import { HA_MESSAGES } from './hush-auction/messages';

/** Each game's catalogues, by game id (as in the registry). */
export const GAME_MESSAGES: Record<string, Record<Locale, Catalogue>> = {
  'urban-sprawl': US_MESSAGES,
  urbania: UR_MESSAGES,
  'hush-auction': HA_MESSAGES,
};

/** Every key of every game and of the shared words, by language. */
export const CATALOGUES: Record<Locale, Catalogue> = {
  en: Object.assign({}, COMMON_EN, ...Object.values(GAME_MESSAGES).map((m) => m.en)),
  it: Object.assign({}, COMMON_IT, ...Object.values(GAME_MESSAGES).map((m) => m.it)),
};

export { LOCALES, isList, isMessage, isSeat } from './words/message';
export type { Locale, Message, Param, Params } from './words/message';
export { renderMessage, catalogueVoice, capitalise, MissingWords, type Catalogue, type Voice } from './words/render';
