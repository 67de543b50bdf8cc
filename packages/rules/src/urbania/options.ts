import { z } from 'zod';

/** Urbania has no variants; the start player is drawn from the seed. */
export const optionsSchema = z.object({}).strict();
export type UrOptions = z.infer<typeof optionsSchema>;
