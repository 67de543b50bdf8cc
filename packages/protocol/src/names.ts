import { z } from 'zod';

/**
 * Characters that change how text around them is shown without showing
 * anything themselves: zero-width spaces and joiners, bidirectional
 * overrides and isolates, the word joiner family and the byte-order mark.
 * A name made of them looks empty, or reverses what follows it on screen.
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A player's name as typed: invisible characters dropped, spaces trimmed, control characters refused. */
export const displayNameSchema = z
  .string()
  .max(200, 'Names are at most 24 characters.')
  .refine((name) => !CONTROL.test(name), 'Names may not contain control characters.')
  .transform((name) => name.replace(INVISIBLE, '').trim())
  .pipe(z.string().min(1, 'Type a name with at least one visible character.').max(24, 'Names are at most 24 characters.'));
