import {
  caseSentence,
  REFUSAL_SENTENCES,
  type PlatformCode,
  type RefusalCase,
  type RefusalCode,
} from '@sprawl/protocol';
import type { Message } from '@sprawl/rules';

/**
 * A refusal the server reports to a client: stable code, readable sentence;
 * and, for a move the game's rules refuse, the rules' words (a catalogue key
 * and its values), which a client shows in its player's language. Which HTTP
 * status it gets is the HTTP edge's business (http/statuses.ts); `status` is
 * only set where one code means a different status in one place.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly words?: Message,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Refuses with a ServiceError. Only the platform's codes are accepted, so a
 * new one is added to packages/protocol's list first. The sentence is the
 * code's own (REFUSAL_SENTENCES, which the web client shares) unless the
 * case needs more precise words. A function declaration, so that TypeScript
 * knows no code after a call runs.
 */
export function refuse(code: PlatformCode, message?: string, options?: { status: number }): never {
  throw new ServiceError(code, message ?? sentenceOf(code), undefined, options?.status);
}

/**
 * Refuses with a case's own words (REFUSAL_CASES): the English sentence with
 * the values put in, and the key and values, which a client says in its
 * player's language.
 */
export function refuseCase(code: PlatformCode, key: RefusalCase, values: Record<string, string> = {}): never {
  throw new ServiceError(code, caseSentence(key, values), { key, params: values });
}

/** The code's shared English sentence; every platform code has one (apps/web/test/refusal-words.test.ts). */
function sentenceOf(code: PlatformCode): string {
  const sentences: Partial<Record<string, string>> = REFUSAL_SENTENCES;
  return sentences[code] ?? 'That was refused.';
}

/** A refusal as the wire carries it: code, English sentence, and the words when there are any. */
export function refusalBody(e: ServiceError): {
  code: RefusalCode;
  message: string;
  key?: string;
  params?: Message['params'];
} {
  if (!e.words) return { code: e.code, message: e.message };
  return { code: e.code, message: e.message, key: e.words.key, ...(e.words.params ? { params: e.words.params } : {}) };
}
