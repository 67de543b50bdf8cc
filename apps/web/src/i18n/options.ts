import { sayKnown } from './i18n';

/**
 * What the server describes in English (a game's title, its options and
 * choices, its chart series) said in the player's language when the page
 * has words for it (`ui.game.<id>`, `ui.option.<game>.<key>[.<value>]`,
 * `ui.series.<game>.<key>`); a game or option this page does not know yet
 * keeps the server's English.
 */
export const gameTitle = (gameId: string, english: string): string => sayKnown(`ui.game.${gameId}`, english);
export const optionLabel = (gameId: string, key: string, english: string): string =>
  sayKnown(`ui.option.${gameId}.${key}`, english);
export const choiceLabel = (gameId: string, key: string, value: unknown, english: string): string =>
  sayKnown(`ui.option.${gameId}.${key}.${String(value)}`, english);
export const seriesLabel = (gameId: string, key: string, english: string): string =>
  sayKnown(`ui.series.${gameId}.${key}`, english);
