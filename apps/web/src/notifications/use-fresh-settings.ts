import { useEffect } from 'preact/hooks';
import type { NotifySettings } from '@sprawl/protocol';
import { api } from '../lib/api';

/** How often the panel asks again while something waits on another device or on a chat server. */
const WAITING_POLL_MS = 4000;

/**
 * While the seat's address waits for confirmation, or the room's webhook
 * for its first post's result, the settings are read again every few
 * seconds and whenever the page is shown again: the link is pressed in
 * another tab or on the phone, and People should say the address is
 * confirmed without a reload (issue 49); a slow chat server answers the
 * test post after saving has answered.
 */
export function useFreshSettings(
  roomId: string,
  token: string,
  waiting: boolean,
  got: (s: NotifySettings) => void,
): void {
  useEffect(() => {
    if (!waiting) return;
    const read = () => {
      if (document.visibilityState === 'visible') api.notifySettings(roomId, token).then(got, () => undefined);
    };
    const timer = setInterval(read, WAITING_POLL_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `got` is made anew each render; polling restarts on these only
  }, [roomId, token, waiting]);
}
