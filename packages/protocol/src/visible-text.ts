/**
 * What text a player typed shows on screen: the checks that names and chat
 * lines share, so that "looks empty" means one thing everywhere.
 */

/**
 * Unicode's Default_Ignorable_Code_Point property (DerivedCoreProperties.txt):
 * the code points a renderer shows nothing for unless it knows better. It
 * covers zero-width spaces and joiners, bidirectional marks and overrides
 * (U+061C, U+200E, U+202E, U+2066...), the combining grapheme joiner U+034F,
 * the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, variation selectors,
 * the tag characters U+E0000-E007F and the soft hyphen. The property comes
 * from the JavaScript engine's own Unicode tables, so a newer Node brings a
 * newer list without us keeping one. Two are kept where they make an emoji
 * (`joinsEmoji`). The price of dropping the rest: a Persian name loses its
 * zero-width non-joiner, which does not change who it names.
 */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What may stand between a pictograph and the joiner after it: a skin tone, or the emoji form's selector. */
const EMOJI_TAIL = /[\u{1F3FB}-\u{1F3FF}\uFE0F]/u;

/**
 * Whether the ignorable `ch` at `at` is part of an emoji: the zero-width
 * joiner between two pictographs (a family, "👩🏽‍💻", the rainbow flag) and
 * the selector U+FE0F right after one. Dropped, those pictures fell apart
 * into their pieces ("👨👩👧👦" for a family) and a name of them counted
 * each piece as a character. Between letters they still go.
 */
function joinsEmoji(text: string, at: number, ch: string): boolean {
  if (ch !== '\u200D' && ch !== '\uFE0F') return false;
  const before = [...text.slice(Math.max(0, at - 4), at)];
  let last = before.pop();
  if (ch === '\u200D' && last !== undefined && EMOJI_TAIL.test(last)) last = before.pop();
  if (last === undefined || !PICTOGRAPH.test(last)) return false;
  if (ch === '\uFE0F') return true;
  const next = text.codePointAt(at + 1);
  return next !== undefined && PICTOGRAPH.test(String.fromCodePoint(next));
}

/**
 * Characters that draw a blank although they are letters or symbols to
 * Unicode, so a name of them looks empty: the Braille blank U+2800 (not
 * default-ignorable), the Hangul fillers (default-ignorable, listed again so
 * this check stands on its own), the musical null notehead U+1D159 and the
 * Khitan filler U+16FE4.
 */
const BLANK_LOOKING = /[\u2800\u115f\u1160\u3164\uffa0\u{1d159}\u{16fe4}]/gu;

/** A letter, digit, punctuation mark or symbol: something with ink. Marks, spaces, controls and private-use code points are not. */
const INKED = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * C0 and C1 controls (tabs and line breaks too: a name or chat line is one
 * line, so it cannot pretend to be several people talking) and lone UTF-16
 * surrogates, which are not characters at all.
 */
export const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}]/u;

/**
 * Runs of five or more combining marks: the "Zalgo" text that draws over
 * the lines above and below it. Counted in NFD, so a precomposed "á" counts
 * its accent too. Four still covers every script's real stacks (Vietnamese
 * uses two, Tibetan up to four), as Unicode's TR39 (section 5.4) suggests.
 */
const STACKED_MARKS = /[\p{Mn}\p{Me}]{5,}/u;

/** Whether the text piles more than four accents on one letter. */
export function stacksMarks(text: string): boolean {
  return STACKED_MARKS.test(text.normalize('NFD'));
}

/** The text without its default-ignorable code points, but for those that make an emoji (`joinsEmoji`). */
export function stripIgnorable(text: string): string {
  return text.replace(DEFAULT_IGNORABLE, (ch: string, at: number) => (joinsEmoji(text, at, ch) ? ch : ''));
}

/** The text without any default-ignorable code point, emoji joiners included: for comparing, never for showing. */
export function stripEveryIgnorable(text: string): string {
  return text.replace(DEFAULT_IGNORABLE, '');
}

/** Whether the text has at least one character that shows: not only spaces, marks or blank-looking letters. */
export function hasVisibleCharacter(text: string): boolean {
  return INKED.test(text.replace(BLANK_LOOKING, ''));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How many characters a reader sees: an emoji, a flag or a letter with its
 * accents counts once, however many UTF-16 units it takes ("👍" takes two,
 * a family of four eleven). Limits on names count these, so a name of
 * emoji is held to the same length as one of letters.
 */
export function seenLength(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}
