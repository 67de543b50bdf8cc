import { z } from 'zod';
import type { Message, Param, Params } from '@sprawl/rules';

/**
 * Words on the wire: what the rules say (log lines, prompts, refusals,
 * endings) travels as a catalogue key and its values beside the English
 * text, so each client can say it in its player's language. Everything here
 * is optional next to the text, so lines stored before words were data, and
 * clients that only read `text`, work as before.
 */
export const paramSchema: z.ZodType<Param> = z.lazy(() =>
  z.union([
    z.number(),
    z.string(),
    z.object({ seat: z.number().int() }),
    z.object({ list: z.array(paramSchema), join: z.enum(['and', 'or', 'comma', 'semicolon', 'sentences', 'plus']) }),
    messageSchema,
  ]),
);

export const paramsSchema = z.record(z.string(), paramSchema);

export const messageSchema: z.ZodType<Message> = z.lazy(() =>
  z.object({ key: z.string(), params: paramsSchema.optional() }),
);

/** The optional `key` and `params` of anything worded (LogLine, Prompt, a refusal). */
/** A message's values, as the wire carries them. */
export type WireParams = Params;
export type WireMessage = Message;

export const wordedFields = { key: z.string().optional(), params: paramsSchema.optional() };
