import { z } from 'zod';
import { CONTROL_OR_BROKEN, hasVisibleCharacter, stacksMarks, stripIgnorable } from './visible-text';

/** Longest chat line, in characters: a sentence or two, not a wall of text. */
export const MAX_CHAT_CHARS = 300;

/**
 * A chat line as typed: default-ignorable code points dropped (see
 * visible-text.ts), spaces trimmed; refused when it has a control character,
 * shows nothing, or stacks accents into a tower. Unlike a name it keeps the
 * characters its author chose otherwise (no NFKC: "x²" stays "x²").
 */
export const chatTextSchema = z
  .string()
  .max(MAX_CHAT_CHARS * 4, `Chat lines are at most ${MAX_CHAT_CHARS} characters.`)
  .refine((text) => !CONTROL_OR_BROKEN.test(text), 'Chat lines are one line of text, without control characters.')
  .transform((text) => stripIgnorable(text).trim())
  .pipe(
    z
      .string()
      .refine(hasVisibleCharacter, 'Type something to say first.')
      .refine((text) => !stacksMarks(text), 'A chat line may put at most four accents on one letter.')
      .refine((text) => text.length <= MAX_CHAT_CHARS, `Chat lines are at most ${MAX_CHAT_CHARS} characters.`),
  );

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
  /** Written by the server, not said: the seat asked the bot for a hint at a learning table (each client words it). */
  hint: z.boolean().optional(),
});
export type ChatLine = z.infer<typeof chatLineSchema>;
