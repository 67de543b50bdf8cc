import type { z } from 'zod';
import { refuse } from '../errors';

/** A request body checked with a protocol zod schema, or a `bad_request` naming the first problem. */
export function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('bad_request', `${issue.path.join('.') || 'body'}: ${issue.message}`, 400);
  }
  return parsed.data;
}
