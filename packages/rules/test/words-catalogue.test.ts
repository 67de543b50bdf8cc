import { games } from '../src';
import { CATALOGUES, GAME_MESSAGES } from '../src/words-entry';
import { COMMON_EN } from '../src/words/common-en';
import { COMMON_IT } from '../src/words/common-it';
import { formatTemplate } from '../src/words/format';
import { LOCALES } from '../src/words/message';

/** Any value a template asks for: 1 (a plural's `one`, a select's `other`). */
const anything = new Proxy({}, { get: () => 1 }) as Record<string, number>;

describe('the catalogues', () => {
  test("every game of the registry has its words in the clients' entry", () => {
    expect(Object.keys(GAME_MESSAGES).sort()).toEqual(Object.keys(games).sort());
    for (const [id, game] of Object.entries(games)) expect(GAME_MESSAGES[id]).toBe(game.messages);
  });

  test.each(Object.entries({ common: { en: COMMON_EN, it: COMMON_IT }, ...GAME_MESSAGES }))(
    '%s has every key in every language, and nothing else',
    (_, messages) => {
      const keys = Object.keys(messages.en).sort();
      expect(keys.length).toBeGreaterThan(10);
      for (const locale of LOCALES) {
        expect(Object.keys(messages[locale]).sort()).toEqual(keys);
        const empty = Object.entries(messages[locale])
          .filter(([, t]) => t.trim() === '')
          .map(([k]) => k);
        expect(empty).toEqual([]);
      }
    },
  );

  test.each(LOCALES)('every %s template parses, and no apostrophe could be read as an ICU quote', (locale) => {
    const bad: string[] = [];
    for (const [key, template] of Object.entries(CATALOGUES[locale])) {
      try {
        formatTemplate(template, anything, () => 'other');
      } catch (e) {
        bad.push(`${key}: ${(e as Error).message}`);
      }
      if (/'[{}#|]/.test(template)) bad.push(`${key}: an apostrophe before a brace`);
    }
    expect(bad).toEqual([]);
  });

  test('Italian sentences are Italian: no template is left as its English', () => {
    // Words that read the same in both languages: names, numbers, pure placeholders.
    const same = Object.keys(CATALOGUES.en).filter(
      (k) => CATALOGUES.en[k] === CATALOGUES.it[k] && /[a-z]{4,}/i.test(CATALOGUES.en[k].replace(/\{[^}]*\}/g, '')),
    );
    const allowed = /^(us\.cardName\.|ur\.specialist\.)|^us\.vocation\.MEDIA$/;
    expect(same.filter((k) => !allowed.test(k))).toEqual([]);
  });
});
