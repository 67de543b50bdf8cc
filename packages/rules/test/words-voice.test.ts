import { capitalise, catalogueVoice, MissingWords, renderMessage } from '../src/words/render';
import { formatTemplate } from '../src/words/format';
import { LOCALES } from '../src/words/message';

/** What a voice must keep doing now that it parses each key once and keeps plural categories (render.ts). */
describe('a catalogue voice', () => {
  const template = '{n, plural, =0 {no coins} one {# coin} few {# few} many {# many} other {# coins}}';

  test.each(LOCALES)(
    'in %s, chooses the plural form Intl chooses, for small, large and fractional counts',
    (locale) => {
      const voice = catalogueVoice({ coins: template }, locale);
      const rules = new Intl.PluralRules(locale);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 101, 127, 128, 1000, 1_000_000, 1.5, -1]) {
        // Twice: the second answer comes from what the voice kept.
        for (let i = 0; i < 2; i++)
          expect(voice('coins', { n })).toBe(formatTemplate(template, { n }, (x) => rules.select(x)));
      }
    },
  );

  test('knows only its own keys: a name every object inherits is no sentence', () => {
    const voice = catalogueVoice({ hello: 'hello' }, 'en');
    expect(voice('hello', {})).toBe('hello');
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(voice(key, {})).toBeUndefined();
      expect(() => renderMessage({ key }, voice)).toThrow(MissingWords);
    }
  });

  test('a template that cannot be read fails every time it is asked for, not only the first', () => {
    const voice = catalogueVoice({ broken: '{n, plural, one {x}' }, 'en');
    expect(() => renderMessage({ key: 'broken', params: { n: 1 } }, voice)).toThrow(MissingWords);
    expect(() => renderMessage({ key: 'broken', params: { n: 1 } }, voice)).toThrow(MissingWords);
  });
});

describe('capitalise', () => {
  test.each([
    ['the bids are in', 'The bids are in'],
    ['{s0} bids', '{s0} bids'],
    ['Already', 'Already'],
    ['élan', 'Élan'],
    ['ßig', 'SSig'],
    ['3 coins', '3 coins'],
    ['', ''],
  ])('%j becomes %j', (text, expected) => expect(capitalise(text)).toBe(expected));
});
