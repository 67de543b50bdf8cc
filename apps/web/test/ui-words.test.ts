import { UI_EN } from '../src/i18n/ui-en';
import { UI_IT } from '../src/i18n/ui-it';
import { REFUSALS_EN } from '../src/i18n/refusals-en';
import { REFUSALS_IT } from '../src/i18n/refusals-it';
import { changeLocale, t } from '../src/i18n/i18n';
import type { UiKey } from '../src/i18n/ui-en';

/**
 * The page's own words: every key in both languages (tsc checks it too,
 * through the Italian catalogues' types; this catches a catalogue loosened
 * to a plain record), the same placeholders on both sides, and every
 * sentence renders through i18next-icu without an ICU syntax error.
 */
const placeholders = (s: string): string[] => [...new Set([...s.matchAll(/\{(\w+)(?:[,}])/g)].map((m) => m[1]))].sort();

describe('the page\'s own words', () => {
  afterAll(() => changeLocale('en'));

  test.each([
    ['ui', UI_EN, UI_IT],
    ['refusals', REFUSALS_EN, REFUSALS_IT],
  ] as const)('every %s key exists in English and in Italian, with the same placeholders', (_name, en, it) => {
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort());
    const differ = Object.entries(en).filter(([k, v]) => placeholders(v).join() !== placeholders((it as Record<string, string>)[k] ?? '').join());
    expect(differ.map(([k]) => k)).toEqual([]);
    const empty = Object.entries(it).filter(([, v]) => !String(v).trim()).map(([k]) => k);
    expect(empty).toEqual([]);
  });

  test.each(['en', 'it'] as const)('every sentence renders in %s with its placeholders filled', async (locale) => {
    await changeLocale(locale);
    const leftover: string[] = [];
    for (const key of Object.keys(UI_EN) as UiKey[]) {
      const values = Object.fromEntries(placeholders(UI_EN[key]).map((p) => [p, 2]));
      const said = t(key, values);
      if (said === key || /\{\w+\}/.test(said)) leftover.push(`${key}: ${said}`);
    }
    expect(leftover).toEqual([]);
  });

  test('plurals and numbers follow the language', async () => {
    await changeLocale('it');
    expect(t('ui.common.players', { n: 1 })).toBe('1 giocatore');
    expect(t('ui.common.players', { n: 3 })).toBe('3 giocatori');
    await changeLocale('en');
    expect(t('ui.common.players', { n: 1 })).toBe('1 player');
  });
});
