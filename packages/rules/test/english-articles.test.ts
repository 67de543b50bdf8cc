import { worded } from '../src/words/english';
import { US_VOICE } from '../src/urban-sprawl/messages';
import { vocationWord } from '../src/urban-sprawl/words';
import type { Vocation } from '../src/urban-sprawl/content/schema';

/** English takes "an" before a vowel sound: the log says "took an Education vocation", not "took a Education vocation". */
describe('English articles in Urban Sprawl log lines', () => {
  const line = (vocation: Vocation) =>
    worded(
      { key: 'us.log.tookVocation', params: { who: 'Ada', vocation: vocationWord(vocation), kind: vocation } },
      US_VOICE,
    ).text;

  test('an before Education and Entertainment, a before the others', () => {
    expect(line('EDUCATION')).toBe('Ada took an Education vocation.');
    expect(line('ENTERTAINMENT')).toBe('Ada took an Entertainment vocation.');
    expect(line('MEDIA')).toBe('Ada took a Media vocation.');
    expect(line('HEALTHCARE')).toBe('Ada took a Healthcare vocation.');
  });
});
