import { useEffect, useRef } from 'preact/hooks';
import { canNotify, notifyOn } from './push';
import { t } from '../i18n/i18n';

/**
 * In the open page: when the table starts waiting for this seat while the
 * tab is hidden, a system notification (only if the player turned
 * notifications on for this seat and the browser allowed them). The server
 * sends no push meanwhile: the player is at the table. Through the service
 * worker where there is one (phones show notifications only that way).
 */
export function usePageNotify(roomId: string, seat: number | null, myTurn: boolean, roomName: string): void {
  const before = useRef(myTurn);
  useEffect(() => {
    const started = myTurn && !before.current;
    before.current = myTurn;
    if (!started || !document.hidden || !notifyOn(roomId) || !canNotify() || Notification.permission !== 'granted')
      return;
    void show(t('ui.notify.title', { room: roomName }), {
      body: t('ui.notify.body', { room: roomName }),
      tag: `${roomId}:${seat}`,
      data: { url: `/room/${roomId}` },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a notification when the turn comes, not when the room is renamed
  }, [myTurn]);
}

async function show(title: string, options: NotificationOptions): Promise<void> {
  try {
    const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration('/') : undefined;
    if (reg) return await reg.showNotification(title, options);
    const n = new Notification(title, options);
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // Not allowed after all: the tab's title still says it.
  }
}
