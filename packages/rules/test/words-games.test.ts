import { games, playRandomGame, wordsOfMove, type AnyGame, type GameModule, type LogLine, type Prompt } from '../src';
import { CARDS } from '../src/urban-sprawl/content/card-set';
import { cardWords } from '../src/urban-sprawl/content/text';
import { CATALOGUES } from '../src/words-entry';
import { LOCALES, type Message } from '../src/words/message';
import { catalogueVoice, renderMessage } from '../src/words/render';
import type { Ending } from '../src/ending';

/**
 * Whole games of every game, and every card, said in every language through
 * the catalogues: a key missing in a language, a value a template wants and
 * does not get, a placeholder left in the text, or an internal code shown to
 * players fails here. The English rendering is the `text` the rules send.
 */
const voices = Object.fromEntries(LOCALES.map((l) => [l, catalogueVoice(CATALOGUES[l], l)]));
const CODES =
  /\b(CIV|COM|IND|RES|PARK|MEDIA|FINANCE|EDUCATION|TRANSPORTATION|ENTERTAINMENT|PUBLIC_SERVICE|HEALTHCARE|FACTORY)\b|undefined|NaN|\[object/;

interface Said {
  key: string;
  english?: string;
  problems: string[];
}

function sayEverywhere(m: Message, english?: string): Said {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    try {
      const text = renderMessage(m, voices[locale]);
      if (/[{}]/.test(text.replace(/\{s\d+\}/g, ''))) problems.push(`${locale}: a placeholder is left in "${text}"`);
      // A malformed move is told with the schema's own complaint about what the client sent.
      if (m.key !== 'words.refuse.malformed' && CODES.test(text))
        problems.push(`${locale}: an internal code or a missing value in "${text}"`);
      // "a" before a vowel sound ("took a Industrial Build Permit") is the catalogue's to avoid, whatever the inserted word.
      if (locale === 'en' && /\b[Aa] (?:[AEIOaeio]|8|11|18\b|[Uu]n)/.test(text))
        problems.push(`en: "a" before a vowel sound in "${text}"`);
      // Italian "un"/"una" must agree with the word put after it: no "una" before a masculine noun, no "un" before a vowel-initial feminine.
      if (
        locale === 'it' &&
        /\buna (?:edificio|parco|permesso|contratto|evento|professionista)\b|\bun (?:carta|zona|casella|fila|elezione|asta)\b/.test(
          text,
        )
      )
        problems.push(`it: an article that does not agree in "${text}"`);
      if (locale === 'en' && english !== undefined && text !== english)
        problems.push(`en: "${text}" is not the rules' "${english}"`);
    } catch (e) {
      problems.push(`${locale}: ${(e as Error).message}`);
    }
  }
  return { key: m.key, english, problems };
}

const worded = (w: { key?: string; params?: Message['params']; text?: string }): Message | null =>
  w.key ? { key: w.key, params: w.params } : null;

function playAndSay(id: string, game: AnyGame, seed: string, seats: number): { said: Said[]; keys: Set<string> } {
  const said: Said[] = [];
  const keys = new Set<string>();
  const note = (
    w: LogLine | Prompt | { key?: string; params?: Message['params']; text?: string },
    english?: string,
  ) => {
    const m = worded(w);
    if (!m) {
      said.push({ key: '(none)', english, problems: [`no words for "${english}"`] });
      return;
    }
    keys.add(m.key);
    said.push(sayEverywhere(m, english));
  };
  playRandomGame(game as GameModule<unknown, { type: string }, unknown, unknown>, {
    seed,
    seats,
    options: id === 'urban-sprawl' ? { variant: 'short' } : {},
    onStep: (state, seat, action, step) => {
      for (const line of step.log) note(line, line.text);
      for (const p of game.prompts(state)) note(p, p.text);
      // A hint or a review shows a move that was never played: a game that offers them words every move.
      const words = wordsOfMove(game, step.before, seat, action, step.log);
      if (game.offersReview && words.length === 0)
        said.push({ key: '(none)', problems: [`no words for the move ${JSON.stringify(action)}`] });
      if (words !== step.log) for (const line of words) note(line, line.text);
      // Refusals: the same move again, a move of another seat, and junk.
      for (const tried of [action, { type: 'nonsense' }, { type: 'bid', card: 'x' }]) {
        for (const other of [seat, (seat + 1) % seats]) {
          const r = game.apply(state, other, tried);
          if (!r.ok) note(r, r.message);
        }
      }
      const ending = (game.view(state, { kind: 'omniscient' }) as { ending?: Ending | null }).ending;
      if (ending) {
        said.push(sayEverywhere(ending.words.reason, ending.reason));
        ending.words.ties.forEach((t, i) => said.push(sayEverywhere(t, ending.ties[i])));
      }
    },
  });
  return { said, keys };
}

describe('every word of whole games, in every language', () => {
  const seen = new Set<string>();
  test.each(Object.entries(games).flatMap(([id, game]) => [2, 3, 4].map((seats) => [id, seats, game] as const)))(
    '%s with %i players',
    (id, seats, game) => {
      const { said, keys } = playAndSay(id, game as AnyGame, `words-${id}-${seats}`, seats);
      keys.forEach((k) => seen.add(k));
      expect(said.length).toBeGreaterThan(50);
      expect(said.filter((s) => s.problems.length > 0).slice(0, 10)).toEqual([]);
    },
  );

  test('every card of Urban Sprawl, face by face', () => {
    const said = Object.values(CARDS.byId).flatMap((card) => cardWords(card).map((m) => sayEverywhere(m)));
    expect(said.length).toBeGreaterThan(300);
    expect(said.filter((s) => s.problems.length > 0)).toEqual([]);
  });

  test('the games used a good share of their words', () => {
    // Not every refusal comes up in random play; most log lines and prompts do.
    expect(seen.size).toBeGreaterThan(100);
  });
});
