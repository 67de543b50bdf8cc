import { games, playRandomGame, type AnyGame, type GameModule } from '@sprawl/rules';
import { CATALOGUES, catalogueVoice, renderMessage, type Message } from '@sprawl/rules/words';
import { changeLocale, say, sayLine, sayOr, sayRefusal } from '../src/i18n/i18n';
import { REFUSALS_EN } from '../src/i18n/refusals-en';
import { loadEveryWord } from './support/every-word';

/**
 * The browser says the rules' words with i18next and i18next-icu; the rules
 * write their English with their own small formatter (words/format.ts).
 * Both must give the same sentence for every message whole games produce,
 * in every language; and lines stored before words were data keep their text.
 */
function messagesOf(id: string, game: AnyGame): Message[] {
  const out: Message[] = [];
  const keep = (w: { key?: string; params?: Message['params'] }) => {
    if (w.key) out.push({ key: w.key, params: w.params });
  };
  playRandomGame(game as GameModule<unknown, { type: string }, unknown, unknown>, {
    seed: `web-words-${id}`,
    seats: 3,
    options: id === 'urban-sprawl' ? { variant: 'short' } : {},
    onStep: (state, seat, _action, step) => {
      step.log.forEach(keep);
      game.prompts(state).forEach(keep);
      const r = game.apply(state, (seat + 1) % 3, { type: 'nonsense' });
      if (!r.ok) keep(r);
    },
  });
  return out;
}

describe("the web client says the rules' words", () => {
  beforeAll(loadEveryWord);
  afterAll(() => changeLocale('en'));

  test.each(['en', 'it'] as const)(
    "the page's ICU speaker and the rules' formatter agree on every message of whole games (%s)",
    async (locale) => {
      await changeLocale(locale);
      const rules = catalogueVoice(CATALOGUES[locale], locale);
      const differ: string[] = [];
      for (const [id, game] of Object.entries(games)) {
        for (const m of messagesOf(id, game as AnyGame)) {
          const ours = renderMessage(m, rules);
          const theirs = say(m);
          if (ours !== theirs) differ.push(`${m.key}: "${ours}" / "${theirs}"`);
        }
      }
      expect(differ.slice(0, 10)).toEqual([]);
    },
  );

  test('a line in Italian, an old line as it was stored, a refusal by its code', async () => {
    await changeLocale('it');
    expect(sayLine({ text: '{s0} ended the turn.', key: 'us.log.endedTurn', params: { who: { seat: 0 } } })).toBe(
      '{s0} ha finito il turno.',
    );
    // Stored before words were data: no key, the English stays.
    expect(sayLine({ text: '{s1} built the Clinic for 3 wealth.' })).toBe('{s1} built the Clinic for 3 wealth.');
    // A key this client does not know (a newer server): the English sent with it.
    expect(sayLine({ text: 'Something new.', key: 'us.log.fromTheFuture' })).toBe('Something new.');
    expect(sayOr(undefined, 'The game is over.')).toBe('The game is over.');
    expect(
      sayRefusal({
        code: 'not_enough_ap',
        message: 'That costs 3 AP and you have 1 left.',
        key: 'us.refuse.notEnoughAp',
        params: { cost: 3, ap: 1 },
      }),
    ).toBe('Costa 3 AP e te ne resta solo 1.');
    expect(sayRefusal({ code: 'stale_version', message: 'English from the server.' })).toMatch(/^Un’altra mossa/);
    expect(sayRefusal({ code: 'some_new_code', message: 'English from the server.' })).toBe('English from the server.');
    expect(Object.keys(REFUSALS_EN).length).toBeGreaterThan(10);
  });
});
