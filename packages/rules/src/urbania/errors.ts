/**
 * A refused move: a stable code for programs and a sentence for players.
 * Thrown inside the engine and turned into `{ ok: false }` by `apply`, which
 * works on a copy, so a refused move never changes anything.
 */
export class RuleViolation extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export function reject(code: string, message: string): never {
  throw new RuleViolation(code, message);
}
