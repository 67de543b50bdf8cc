import { UI_EN } from '../src/i18n/ui-en';
import { UI_IT } from '../src/i18n/ui-it';
import { REFUSALS_EN } from '../src/i18n/refusals-en';
import { REFUSALS_IT } from '../src/i18n/refusals-it';
import { changeLocale, t, wingT } from '../src/i18n/i18n';
import type { UiKey } from '../src/i18n/ui-en';
import { loadEveryWord, WING_UI } from './support/every-word';

/**
 * The page's own words: every key in both languages (tsc checks it too,
 * through the Italian catalogues' types; this catches a catalogue loosened
 * to a plain record), the same placeholders on both sides, and every
 * sentence renders through i18next-icu without an ICU syntax error.
 */
const placeholders = (s: string): string[] => [...new Set([...s.matchAll(/\{(\w+)(?:[,}])/g)].map((m) => m[1]))].sort();
/** The values a sentence shows: one a language only chooses words by (English's "a"/"an" by the zone) may be missing from the other. */
const shown = (s: string): string[] =>
  [...new Set([...withoutChoices(s).matchAll(/\{(\w+)(?:\}|, (?:number|plural))/g)].map((m) => m[1]))].sort();

/** A sentence without its `{x, select, ...}` choices whose cases are words only (an article), so that their case bodies are not taken for placeholders. */
function withoutChoices(s: string): string {
  let out = s;
  for (;;) {
    const m = /\{\w+, select,((?: \w+ \{[^{}]*\})+)\}/.exec(out);
    if (!m) return out;
    out = out.slice(0, m.index) + out.slice(m.index + m[0].length);
  }
}

/** `t` over every key, the wings' too. */
const say = wingT<string>();

/** The shared catalogue and each wing's, by name. */
const UI: ReadonlyArray<readonly [string, Record<string, string>, Record<string, string>]> = [
  ['ui', UI_EN, UI_IT],
  ...WING_UI,
  ['refusals', REFUSALS_EN, REFUSALS_IT],
];

describe("the page's own words", () => {
  beforeAll(loadEveryWord);
  afterAll(() => changeLocale('en'));

  test.each(UI)('every %s key exists in English and in Italian, with the same placeholders', (_name, en, it) => {
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort());
    const differ = Object.entries(en).filter(
      ([k, v]) => shown(v).join() !== shown((it as Record<string, string>)[k] ?? '').join(),
    );
    expect(differ.map(([k]) => k)).toEqual([]);
    const empty = Object.entries(it)
      .filter(([, v]) => !String(v).trim())
      .map(([k]) => k);
    expect(empty).toEqual([]);
  });

  test('English says "an" before a vowel sound in the card notes, whichever zone or vocation is put in', async () => {
    await changeLocale('en');
    const said = [
      ...(['CIV', 'COM', 'IND', 'RES'] as const).map((code) =>
        say('ui.us.note.builds', {
          code,
          zoneLower: { CIV: 'civic', COM: 'commercial', IND: 'industrial', RES: 'residential' }[code],
          zone: code,
          lots: 2,
        }),
      ),
      ...[
        'MEDIA',
        'FINANCE',
        'EDUCATION',
        'TRANSPORTATION',
        'ENTERTAINMENT',
        'PUBLIC_SERVICE',
        'HEALTHCARE',
        'FACTORY',
      ].map((kind) =>
        say('ui.us.note.vocation', { kind, name: kind.charAt(0) + kind.slice(1).toLowerCase(), value: 1 }),
      ),
      say('ui.us.note.permit', { lots: 2, zones: 'Industrial or Civic' }),
    ];
    expect(said.filter((line) => /\b[Aa] [AEIOUaeiou]/.test(line))).toEqual([]);
    expect(said[2]).toBe(
      "Builds an industrial building on 2 lots: pay 2 IND permits, the action points of its slot and the block's value in wealth.",
    );
    expect(said.some((line) => line.includes('brings you an Education vocation'))).toBe(true);
  });

  test.each(['en', 'it'] as const)('every sentence renders in %s with its placeholders filled', async (locale) => {
    await changeLocale(locale);
    const leftover: string[] = [];
    for (const [, en] of UI.filter(([name]) => name !== 'refusals')) {
      for (const key of Object.keys(en) as UiKey[]) {
        const values = Object.fromEntries(placeholders(en[key]).map((p) => [p, 2]));
        const said = say(key, values);
        if (said === key || /\{\w+\}/.test(said)) leftover.push(`${key}: ${said}`);
      }
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
