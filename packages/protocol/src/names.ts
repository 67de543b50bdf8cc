import { z } from 'zod';
import { CONTROL_OR_BROKEN, hasVisibleCharacter, seenLength, stacksMarks, stripIgnorable } from './visible-text';

/** Longest name, in characters as seen (visible-text.ts `seenLength`) after cleaning: it fits a seat's line in the lobby and on the table. */
export const MAX_NAME_CHARS = 24;

/**
 * A name as the table will show it: default-ignorable code points dropped,
 * then NFKC (full-width "Ａｄａ", ligatures and styled letters such as "𝐀𝐝𝐚"
 * become the plain letters everyone else would type, so what is shown is
 * also what names are compared by), any run of spaces made one space, and
 * the ends trimmed. Ignorables are dropped before NFKC too, because one
 * (U+034F) placed between a letter and its accent would otherwise keep them
 * from composing. Cleaning a cleaned name changes nothing.
 */
export function cleanName(raw: string): string {
  return stripIgnorable(stripIgnorable(raw).normalize('NFKC')).replace(/\s+/gu, ' ').trim();
}

/**
 * A player's name as typed, cleaned (see cleanName); refused when it has a
 * control character, nothing visible, or a tower of accents. A refusal the
 * player can act on carries its own stable code in `params.refusal`
 * (apps/server/src/http/parse.ts answers with it).
 */
export const displayNameSchema = z
  .string()
  .max(200, `Names are at most ${MAX_NAME_CHARS} characters.`)
  .refine((name) => !CONTROL_OR_BROKEN.test(name), 'Names may not contain control characters.')
  .transform(cleanName)
  .pipe(
    z
      .string()
      .refine(hasVisibleCharacter, {
        message: 'Type a name with at least one visible character.',
        params: { refusal: 'name_invisible' },
      })
      .refine((name) => !stacksMarks(name), {
        message: 'A name may put at most four accents on one letter.',
        params: { refusal: 'name_stacked_marks' },
      })
      .refine((name) => seenLength(name) <= MAX_NAME_CHARS, {
        message: `Names are at most ${MAX_NAME_CHARS} characters.`,
        params: { refusal: 'name_too_long' },
      }),
  );

/** Longest room name: it fits a line of Your tables and a chat server's notification. */
export const MAX_ROOM_NAME_CHARS = 40;

/** What the players call a room ("Friday Urbania"), cleaned and checked as names are. */
export const roomNameSchema = z
  .string()
  .max(300, `Room names are at most ${MAX_ROOM_NAME_CHARS} characters.`)
  .refine((name) => !CONTROL_OR_BROKEN.test(name), 'Room names may not contain control characters.')
  .transform(cleanName)
  .pipe(
    z
      .string()
      .refine(hasVisibleCharacter, {
        message: 'Type a room name with at least one visible character.',
        params: { refusal: 'name_invisible' },
      })
      .refine((name) => !stacksMarks(name), {
        message: 'A room name may put at most four accents on one letter.',
        params: { refusal: 'name_stacked_marks' },
      })
      .refine((name) => seenLength(name) <= MAX_ROOM_NAME_CHARS, {
        message: `Room names are at most ${MAX_ROOM_NAME_CHARS} characters.`,
        params: { refusal: 'name_too_long' },
      }),
  );
