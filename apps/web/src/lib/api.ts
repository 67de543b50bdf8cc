import { ApiError, RoomsApi } from '@sprawl/client';
import { sayRefusal } from '../i18n/i18n';

/** HTTP calls to the server this page was loaded from. */
export const api = new RoomsApi('');

export function describeError(err: unknown): string {
  if (err instanceof ApiError) return sayRefusal(err);
  if (err instanceof Error)
    return err.message.includes('fetch')
      ? sayRefusal({ code: 'unreachable', message: 'The server cannot be reached.' })
      : err.message;
  return String(err);
}
