import { platformCodeSchema } from '@sprawl/protocol';
import { HUSH_REFUSALS, UR_REFUSALS, US_REFUSALS } from '@sprawl/rules';
import { REFUSALS_EN } from '../src/i18n/refusals-en';
import { REFUSALS_IT } from '../src/i18n/refusals-it';
import { changeLocale, sayRefusal } from '../src/i18n/i18n';
import { loadEveryWord } from './support/every-word';

/**
 * Issue 50: a refusal never reaches an Italian page in English. Every code
 * the platform can give and every code a game's rules refuse a move with
 * has a sentence of the client's own, in English and in Italian, so that a
 * refusal whose words are missing (an older page, a newer server, a code
 * sent without words) is still said in the player's language.
 */
const codes: [string, readonly string[]][] = [
  ['the platform', platformCodeSchema.options],
  ['Urban Sprawl', US_REFUSALS],
  ['Urbania', UR_REFUSALS],
  ['Hush Auction', HUSH_REFUSALS],
];

describe('every refusal code has a sentence', () => {
  beforeAll(loadEveryWord);
  afterAll(() => changeLocale('en'));

  test.each(codes)('every code of %s, in English and in Italian', (_who, list) => {
    const en = REFUSALS_EN as Record<string, string>;
    const it = REFUSALS_IT as Record<string, string>;
    const missing = list.flatMap((code) => [
      ...(en[`refusal.${code}`]?.trim() ? [] : [`en ${code}`]),
      ...(it[`refusal.${code}`]?.trim() ? [] : [`it ${code}`]),
    ]);
    expect(missing).toEqual([]);
  });

  test('an Italian page says a refusal sent without words in Italian', async () => {
    await changeLocale('it');
    expect(sayRefusal({ code: 'name_reserved', message: '"Seat 2" is how this table shows seats.' })).toMatch(
      /^Il tavolo usa questo nome/,
    );
    expect(sayRefusal({ code: 'webhook_forbidden', message: 'That webhook cannot be used: private address.' })).toMatch(
      /webhook non si può usare/,
    );
    // A case the server words with its values: both names, in Italian.
    expect(
      sayRefusal({
        code: 'name_taken',
        message: '"\u00c0DA" looks too much like "Ada", who is already at this table; pick another name.',
        key: 'refusal.name_taken.like',
        params: { name: '\u00c0DA', taken: 'Ada' },
      }),
    ).toBe('"\u00c0DA" somiglia troppo a "Ada", che è già a questo tavolo; scegli un altro nome.');
    expect(
      sayRefusal({
        code: 'match_running',
        message: 'This room already has a match in progress; finish it before forking here.',
        key: 'refusal.match_running.room',
      }),
    ).toMatch(/^In questa stanza c’è già una partita in corso/);
    expect(sayRefusal({ code: 'already_bid', message: 'You have already bid.' })).toBe(
      'Hai già fatto la tua offerta in questo round.',
    );
  });
});
