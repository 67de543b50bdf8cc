/** A refusal the server reports to a client: stable code, readable sentence, HTTP status. */
export class ServiceError extends Error {
  constructor(readonly code: string, message: string, readonly status = 400) {
    super(message);
  }
}

/** Refuses with a ServiceError. A function declaration, so that TypeScript knows no code after a call runs. */
export function refuse(code: string, message: string, status = 400): never {
  throw new ServiceError(code, message, status);
}
