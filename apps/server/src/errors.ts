import type { Message } from '@sprawl/rules';

/**
 * A refusal the server reports to a client: stable code, readable sentence,
 * HTTP status; and, for a move the game's rules refuse, the rules' words (a
 * catalogue key and its values), which a client shows in its player's language.
 */
export class ServiceError extends Error {
  constructor(readonly code: string, message: string, readonly status = 400, readonly words?: Message) {
    super(message);
  }
}

/** Refuses with a ServiceError. A function declaration, so that TypeScript knows no code after a call runs. */
export function refuse(code: string, message: string, status = 400, words?: Message): never {
  throw new ServiceError(code, message, status, words);
}

/** A refusal as the wire carries it: code, English sentence, and the words when there are any. */
export function refusalBody(e: ServiceError): { code: string; message: string; key?: string; params?: Message['params'] } {
  if (!e.words) return { code: e.code, message: e.message };
  return { code: e.code, message: e.message, key: e.words.key, ...(e.words.params ? { params: e.words.params } : {}) };
}
