import { ApiError, RoomsApi } from '@sprawl/client';

/** HTTP calls to the server this page was loaded from. */
export const api = new RoomsApi('');

export function describeError(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message.includes('fetch') ? 'The server cannot be reached.' : err.message;
  return String(err);
}
