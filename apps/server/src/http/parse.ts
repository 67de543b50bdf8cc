import { isPlatformCode, type PlatformCode } from '@sprawl/protocol';
import type { z } from 'zod';
import { refuse } from '../errors';

/**
 * A request part checked with a protocol zod schema, or a refusal naming the
 * first problem: `bad_request` (`what` says where: the body, the address or
 * the query string), or the code a schema's check gives in
 * `params.refusal` for a problem a player can fix (`name_invisible`).
 */
export function parse<T extends z.ZodType>(schema: T, input: unknown, what = 'body'): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue.code === 'custom' ? refusalOf(issue.params) : null;
    if (code !== null) return refuse(code, issue.message);
    // Our own messages are already sentences for people; zod's own get told where they apply.
    if (/^[A-Z].*\.$/.test(issue.message) && issue.message.length < 160) return refuse('bad_request', issue.message);
    const where = issue.path.map(String).join('.').slice(0, 60);
    const detail = issue.message.slice(0, 120).replace(/\.$/, '');
    return refuse('bad_request', `The ${what} is not valid${where ? ` at "${where}"` : ''} (${detail}).`);
  }
  return parsed.data;
}

/** The stable code a protocol schema's check names for its refusal, if any. */
function refusalOf(params: Record<string, unknown> | undefined): PlatformCode | null {
  const code = params?.refusal;
  return typeof code === 'string' && isPlatformCode(code) ? code : null;
}
