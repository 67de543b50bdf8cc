import { z } from 'zod';

export const optionsSchema = z
  .object({
    variant: z.enum(['standard', 'long', 'short']).default('standard'),
  })
  .strict();

export type UsOptions = z.infer<typeof optionsSchema>;
