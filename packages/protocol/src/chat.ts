import { z } from 'zod';

/** Longest chat line, in characters: a sentence or two, not a wall of text. */
export const MAX_CHAT_CHARS = 300;

const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
// Line breaks are kept out too: a chat line is one line, so it cannot pretend to be several people talking.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A chat line as typed: invisible characters dropped, spaces trimmed, control characters refused. */
export const chatTextSchema = z
  .string()
  .max(MAX_CHAT_CHARS * 4, `Chat lines are at most ${MAX_CHAT_CHARS} characters.`)
  .refine((text) => !CONTROL.test(text), 'Chat lines are one line of text, without control characters.')
  .transform((text) => text.replace(INVISIBLE, '').trim())
  .pipe(z.string().min(1, 'Type something to say first.').max(MAX_CHAT_CHARS, `Chat lines are at most ${MAX_CHAT_CHARS} characters.`));

/** One line of chat as everyone at the table (and later the replay) sees it. Shown as text, never as markup. */
export const chatLineSchema = z.object({
  id: z.number().int(),
  /** The seat that spoke, or null for a spectator. */
  seat: z.number().int().nullable(),
  author: z.string(),
  text: z.string(),
  /** The match it was said during and the step (match version) it was said at; null in the lobby. */
  matchId: z.string().nullable(),
  step: z.number().int().nullable(),
  at: z.string(),
});
export type ChatLine = z.infer<typeof chatLineSchema>;
