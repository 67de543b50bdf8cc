import { ServiceError } from '../src/errors';
import { httpStatusOf } from '../src/http/statuses';
import { likenessKeys, looksAlike, skeleton } from '../src/rooms/lobby/name-likeness';
import { isReservedName, refuseReservedName } from '../src/rooms/reserved-names';
import { botName, nameTaken, refuseTakenName } from '../src/rooms/lobby/seat-names';

/** The refusal a call ends in, or null. */
function refusalOf(f: () => void): { code: string; message: string; status: number } | null {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof ServiceError)) throw e;
    return { code: e.code, message: e.message, status: httpStatusOf(e) };
  }
}

describe('names that look alike (TR39 skeletons)', () => {
  test('TR39 skeleton: NFD, prototypes, NFD', () => {
    expect(skeleton('\u0410da')).toBe('Ada');
    expect(skeleton('m')).toBe('rn');
    expect(skeleton('B0t 1')).toBe('BOt l');
    expect(skeleton('Ada')).toBe('Ada');
  });

  test.each([
    ['Cyrillic А', 'Ada', '\u0410da'],
    ['Cyrillic а and Latin capital', 'Ada', 'Ad\u0430'],
    ['a combining grapheme joiner', 'Ada', 'Ada\u034f'],
    ['a tag character', 'Ada', 'Ada\u{e0041}'],
    ['an Arabic letter mark', 'Ada', '\u061cAda'],
    ['a Hangul filler', 'Ada', 'Ada\u3164'],
    ['full-width letters', 'Ada', '\uff21\uff44\uff41'],
    ['letter case', 'Ada', 'ADA'],
    ['capital I and small L', 'Ian', 'lan'],
    ['capital I and small L, other case', 'IAN', 'ian'],
    ['m and rn', 'Emma', 'Ernrna'],
    ['zero and O', 'Olga', '0lga'],
    ['Greek omicron', 'Bob', 'B\u03bfb'],
    ['one and small L', 'Bill', 'Bi1l'],
    ['an accent added', 'Ada', '\u00c0da'],
    ['an accent written apart', 'Ada', 'Ada\u0300'],
    ['accents that differ', 'Zo\u00eb', 'Zo\u00e9'],
    ['an accent in Cyrillic', '\u0418\u0432\u0430\u043d', '\u0419\u0432\u0430\u043d'],
    ['a sharp s and its two letters', 'Stra\u00dfe', 'Strasse'],
    ['a capital sharp s', 'STRA\u1e9eE', 'strasse'],
  ])('%s: "%s" and "%s" look alike', (_, a, b) => {
    expect(looksAlike(a, b)).toBe(true);
    expect(looksAlike(b, a)).toBe(true);
  });

  test.each([
    ['Ada', 'Ana'],
    ['Ada', 'Adam'],
    ['Ada', 'A da'],
    ['Ада', 'Ana'],
    ['\u0915\u093f\u0930\u0923', '\u0915\u0930\u0923'],
    ['Guest 2', 'Guest 3'],
    ['Bot 3', 'Bot 3b'],
  ])('"%s" and "%s" do not', (a, b) => {
    expect(looksAlike(a, b)).toBe(false);
  });

  test('keys are the same whatever the invisible characters', () => {
    expect(likenessKeys('A\u034fd\u200ba')).toEqual(likenessKeys('Ada'));
    // A name keeps its emoji joined, and still meets the same pieces side by side.
    expect(looksAlike('Ann 👨‍👩‍👧', 'Ann 👨👩👧')).toBe(true);
    expect(looksAlike('🏳️‍🌈', '🏳🌈')).toBe(true);
  });
});

describe('names at a table', () => {
  const seats = [
    { index: 0, name: 'Ada' },
    { index: 1, name: 'Bot 2' },
    { index: 2, name: null },
  ];

  test("a look-alike of another seat's name is taken; the seat's own name is not", () => {
    expect(nameTaken(seats, '\u0410da')).toBe(true);
    expect(nameTaken(seats, 'Ada\u034f')).toBe(true);
    expect(nameTaken(seats, '\u0410da', 0)).toBe(false);
    expect(nameTaken(seats, 'Grace')).toBe(false);
  });

  test('the refusal says which name it looks like, and stays plain when only the letter case differs', () => {
    expect(refusalOf(() => refuseTakenName(seats, '\u0410da'))).toEqual({
      code: 'name_taken',
      status: 409,
      message: '"\u0410da" looks too much like "Ada", who is already at this table; pick another name.',
    });
    expect(refusalOf(() => refuseTakenName(seats, 'ada'))).toEqual({
      code: 'name_taken',
      status: 409,
      message: 'Someone at this table is already called "Ada"; pick another name.',
    });
  });

  test("the refusal carries its case's words, so that a client says both names in its player's language", () => {
    const words = (f: () => void) => {
      try {
        f();
      } catch (e) {
        if (e instanceof ServiceError) return e.words;
      }
      return undefined;
    };
    expect(words(() => refuseTakenName(seats, '\u00c0da'))).toEqual({
      key: 'refusal.name_taken.like',
      params: { name: '\u00c0da', taken: 'Ada' },
    });
    expect(words(() => refuseTakenName(seats, 'ADA'))).toEqual({
      key: 'refusal.name_taken.same',
      params: { taken: 'Ada' },
    });
  });

  test('the server still names its bots, stepping around a look-alike a person holds', () => {
    expect(botName(seats, 2)).toBe('Bot 3');
    expect(
      botName(
        [
          { index: 0, name: 'B0t 3' },
          { index: 2, name: null },
        ],
        2,
      ),
    ).toBe('Bot 3b');
    expect(botName(seats, 1)).toBe('Bot 2');
  });
});

describe('words the interface uses are reserved', () => {
  test.each([
    'Spectator 1',
    'Spectator 12',
    'spectator 3',
    'SPECTATOR 3',
    'Spectator3',
    'Spectator #3',
    'Seat 2',
    'seat 1',
    '\u0405eat 2',
    'Se\u0430t 2',
    'Seat\u034f 2',
    'Seat \uff12',
    'Bot 1',
    'bot 2',
    'Bot 3b',
    'Bot 3-123',
    'B0t 1',
    'Bot l',
    'Bot lo',
    'B\u043et 1',
    'Player 2',
    'PLAYER 4',
    'Player',
    'Bot',
    'Seat',
    'Spectator',
    'A spectator',
    'Empty seat',
    'EMPTY SEAT',
    'Empty  seat',
    'Posto 2',
    'posto 12',
    'Giocatore 1',
    'GIOCATORE 3',
    'Spettatore 4',
    'Uno spettatore',
    'Posto libero',
    'Posto vuoto',
    'P0sto 2',
  ])('"%s"', (name) => {
    expect(isReservedName(name)).toBe(true);
    expect(refusalOf(() => refuseReservedName(name))).toMatchObject({ code: 'name_reserved', status: 400 });
  });

  test.each([
    'Ada',
    'Host',
    'Bo',
    'Botany',
    'Seattle',
    'Bot builder',
    'Seat 2 please',
    'Guest 2',
    'Robot 1',
    'Spectators fan',
    'My seat',
    'Postino',
    'Giocatore di bocce',
    'Il mio posto',
  ])('"%s" is free', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  test('the refusal is a sentence a player understands', () => {
    expect(refusalOf(() => refuseReservedName('Spectator 1'))?.message).toBe(
      '"Spectator 1" is how this table shows seats, bots and spectators; pick a name of your own.',
    );
  });
});
