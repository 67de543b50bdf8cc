import { chatTextSchema, cleanName, displayNameSchema, hasVisibleCharacter, stripIgnorable } from '../src';
import { roomNameSchema } from '../src/names';

/** The refusal a name gets: its code (the schema's own, or bad_request) and sentence; null when accepted. */
function refusalOf(name: string): { code: string; message: string } | null {
  const parsed = displayNameSchema.safeParse(name);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const code =
    issue.code === 'custom' && typeof issue.params?.refusal === 'string' ? issue.params.refusal : 'bad_request';
  return { code, message: issue.message };
}

describe('names: what is left once invisible characters go', () => {
  test.each([
    ['U+3164 Hangul filler', '\u3164'],
    ['U+2800 Braille blank', '\u2800'],
    ['U+061C Arabic letter mark', '\u061c'],
    ['tag characters U+E0041..', '\u{e0041}\u{e0064}\u{e0061}'],
    ['U+034F combining grapheme joiner', '\u034f'],
    ['U+115F, U+1160, U+FFA0 fillers', '\u115f\u1160\uffa0'],
    ['zero-width and bidi marks', '\u200b\u200e\u202e\u2066\ufeff'],
    ['spaces of every width', ' \u00a0\u2003\u3000 '],
    ['combining marks on nothing', '\u0301\u0302'],
    ['a mix of all of them', '\u3164\u2800 \u061c\u{e0041}\u034f\u2800'],
    ['nothing', ''],
  ])('%s alone is refused as name_invisible', (_, name) => {
    expect(refusalOf(name)).toEqual({
      code: 'name_invisible',
      message: 'Type a name with at least one visible character.',
    });
  });

  test('default-ignorable code points are dropped from inside and around a name', () => {
    expect(cleanName('A\u034Fda')).toBe('Ada');
    expect(cleanName('Ada\u034F')).toBe('Ada');
    expect(cleanName('\u061cAda\u{e0041}\u{e007f}')).toBe('Ada');
    expect(cleanName('\u3164Ada\u3164')).toBe('Ada');
    expect(cleanName('\u202eAda\u200b')).toBe('Ada');
    expect(displayNameSchema.parse('Ada\u034F')).toBe('Ada');
  });

  test('NFKC: full-width, styled and ligature letters become the plain ones; an ignorable cannot keep an accent from its letter', () => {
    expect(cleanName('\uff21\uff44\uff41')).toBe('Ada');
    expect(cleanName('\u{1d400}\u{1d41d}\u{1d41a}')).toBe('Ada');
    expect(cleanName('\ufb01ona')).toBe('fiona');
    expect(cleanName('Jose\u034F\u0301')).toBe('Jos\u00e9');
  });

  test('runs of spaces become one; a Braille blank between words stays but does not count as visible', () => {
    expect(cleanName('  Ada \u3000\u2003 Lovelace  ')).toBe('Ada Lovelace');
    expect(hasVisibleCharacter('\u2800 \u2800')).toBe(false);
    expect(hasVisibleCharacter('\u2800a')).toBe(true);
    expect(displayNameSchema.parse('Ada\u2800')).toBe('Ada\u2800');
  });

  test('cleaning is idempotent', () => {
    for (const raw of [
      'A\u034F\u0301da',
      '\uff21 \u3000 da',
      '\u{1d400}\u200dda',
      'Zo\u0308e\u0301',
      '\ufb01\u00a0x',
    ]) {
      expect(cleanName(cleanName(raw))).toBe(cleanName(raw));
    }
  });

  test('real names in other scripts and with emoji are kept', () => {
    for (const name of ['Ада', 'José', 'Zoë', '李小龍', 'محمد', 'Nguyễn', '🐉 Dragon', '👍']) {
      expect(displayNameSchema.parse(name)).toBe(name.normalize('NFKC'));
    }
  });

  test('hostile input: thousands of combining marks, NUL bytes, line breaks, lone surrogates, accent towers', () => {
    expect(refusalOf('\u0301'.repeat(5000))).toEqual({
      code: 'bad_request',
      message: 'Names are at most 24 characters.',
    });
    expect(refusalOf('a' + '\u0301'.repeat(5000))?.code).toBe('bad_request');
    expect(refusalOf('Zed\u0000')).toEqual({
      code: 'bad_request',
      message: 'Names may not contain control characters.',
    });
    expect(refusalOf('\u0000')?.code).toBe('bad_request');
    expect(refusalOf('two\nlines')?.code).toBe('bad_request');
    expect(refusalOf('bad \ud800 half')?.code).toBe('bad_request');
    expect(refusalOf('Za\u0301\u0302\u0303\u0304\u0305lgo')).toEqual({
      code: 'name_stacked_marks',
      message: 'A name may put at most four accents on one letter.',
    });
    expect(displayNameSchema.parse('Za\u0301\u0302\u0303\u0304lgo')).toBe(
      'Za\u0301\u0302\u0303\u0304lgo'.normalize('NFKC'),
    );
    // A hundred tag characters around a short name: within the raw bound, and nothing of them left.
    expect(displayNameSchema.parse(`Ada${'\u{e0041}'.repeat(90)}`)).toBe('Ada');
    expect(refusalOf('x'.repeat(25))?.message).toBe('Names are at most 24 characters.');
  });

  test('length counts characters as seen, not UTF-16 units: emoji, flags and accented letters count once', () => {
    for (const name of ['👍'.repeat(24), '🇮🇹'.repeat(24), '👍🏽'.repeat(24), 'Zoe\u0301'.repeat(6)])
      expect(displayNameSchema.parse(name)).toBe(name.normalize('NFKC'));
    expect(refusalOf('👍'.repeat(25))).toEqual({ code: 'name_too_long', message: 'Names are at most 24 characters.' });
    // The raw bound still holds: 51 thumbs of one skin tone are 204 units.
    expect(refusalOf('👍🏽'.repeat(51))?.message).toBe('Names are at most 24 characters.');
    // Joined emoji stay whole, and count once: a family, a rainbow flag, a coder with a skin tone.
    for (const picture of ['👨‍👩‍👧‍👦', '🏳️‍🌈', '👩🏽‍💻']) {
      expect(displayNameSchema.parse(`Ann ${picture}`)).toBe(`Ann ${picture}`);
      expect(displayNameSchema.parse(picture.repeat(8))).toBe(picture.repeat(8));
    }
    // Between letters a joiner still goes.
    expect(displayNameSchema.parse('A\u200dd\ufe0fa')).toBe('Ada');
    expect(roomNameSchema.parse('🎲'.repeat(40))).toBe('🎲'.repeat(40));
    expect(roomNameSchema.safeParse('🎲'.repeat(41)).success).toBe(false);
  });
});

describe('chat lines', () => {
  test.each([['\u3164'], ['\u2800\u2800'], ['\u061c'], ['\u{e0041}\u{e0042}'], ['\u034f'], ['  \u200b  ']])(
    '%j alone is nothing to say',
    (text) => {
      const parsed = chatTextSchema.safeParse(text);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe('Type something to say first.');
    },
  );

  test('default-ignorables are dropped from a line; what was written is otherwise kept (no NFKC)', () => {
    expect(chatTextSchema.parse('hi\u034F there\u{e0041}')).toBe('hi there');
    expect(chatTextSchema.parse('x\u00b2 \uff21')).toBe('x\u00b2 \uff21');
    expect(stripIgnorable('\u3164a\u115fb\u061c')).toBe('ab');
  });

  test('accent towers, NUL and lone surrogates are refused', () => {
    expect(chatTextSchema.safeParse('a' + '\u0301'.repeat(20)).success).toBe(false);
    expect(chatTextSchema.safeParse('nul \u0000').success).toBe(false);
    expect(chatTextSchema.safeParse('\udc00').success).toBe(false);
  });
});
