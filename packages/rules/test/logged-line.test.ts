import { loggedLine, worded } from '../src/words/english';
import { msg, seatParam } from '../src/words/message';
import type { Voice } from '../src/words/render';

/** A voice that counts what it is asked to say. */
function countingVoice(): { voice: Voice; asked: () => number } {
  let asked = 0;
  const words: Record<string, string> = { 'x.took': '{who} took {n} cards', 'x.n': '{n} coins' };
  return {
    voice: (key, values) => {
      asked++;
      const template = words[key];
      return template?.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
    },
    asked: () => asked,
  };
}

describe('a log line put into words when read', () => {
  const m = msg('x.took', { who: seatParam(2), n: 3 });

  test('writes no words until its text is read, then once', () => {
    const { voice, asked } = countingVoice();
    const line = loggedLine(m, voice);
    expect(asked()).toBe(0);
    expect(line.text).toBe('{s2} took 3 cards');
    expect(line.text).toBe('{s2} took 3 cards');
    expect(asked()).toBe(1);
  });

  test('turns into the JSON an eagerly worded line did, seat and card included', () => {
    const { voice } = countingVoice();
    const line = loggedLine(m, voice);
    line.seat = 2;
    line.card = 'C7';
    expect(JSON.stringify(line)).toBe(JSON.stringify({ ...worded(m, voice), seat: 2, card: 'C7' }));
    const plain = loggedLine(msg('x.n', { n: 1 }), voice);
    expect(JSON.parse(JSON.stringify(plain))).toEqual({ key: 'x.n', params: { n: 1 }, text: '1 coins' });
  });

  test('keeps a text assigned to it', () => {
    const { voice, asked } = countingVoice();
    const line = loggedLine(m, voice);
    line.text = 'said otherwise';
    expect(line.text).toBe('said otherwise');
    expect(JSON.parse(JSON.stringify(line)).text).toBe('said otherwise');
    expect(asked()).toBe(0);
  });
});
