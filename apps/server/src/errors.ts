/** A refusal the server reports to a client: stable code, readable sentence, HTTP status. */
export class ServiceError extends Error {
  constructor(readonly code: string, message: string, readonly status = 400) {
    super(message);
  }
}

export const refuse = (code: string, message: string, status = 400): never => {
  throw new ServiceError(code, message, status);
};
