import { useEffect } from 'preact/hooks';
import type { NotifySettings } from '@sprawl/protocol';
import { api } from '../lib/api';

/** How often the panel asks again while an address waits for its confirmation. */
const PENDING_POLL_MS = 4000;

/**
 * While the seat's address waits for confirmation, the settings are read
 * again every few seconds and whenever the page is shown again: the link
 * is pressed in another tab or on the phone, and People should say the
 * address is confirmed without a reload (issue 49).
 */
export function useFreshEmail(roomId: string, token: string, pending: boolean, got: (s: NotifySettings) => void): void {
  useEffect(() => {
    if (!pending) return;
    const read = () => {
      if (document.visibilityState === 'visible') api.notifySettings(roomId, token).then(got, () => undefined);
    };
    const timer = setInterval(read, PENDING_POLL_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, [roomId, token, pending]);
}
