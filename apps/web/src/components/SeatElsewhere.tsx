import { useRef, useState } from 'preact/hooks';
import type { DeviceList } from '@sprawl/protocol';
import { DeviceLink } from './DeviceLink';
import { SeatDevices, type ListCause } from './SeatDevices';
import { t } from '../i18n/i18n';

/**
 * "Your seat on another device": a one-time link (and QR code) that opens
 * this seat elsewhere, and the devices it is open on. Folded until asked
 * for, so that the device list is fetched only by a player who wants it.
 * Links are made only on the device that took the seat (the server refuses
 * the others), so the link part waits for the list to say which this is.
 */
export function SeatElsewhere({ roomId, token }: { roomId: string; token: string }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(0);
  // Fewer links waiting than at the last look: the one shown was opened (a device more), revoked or expired, so it is taken off the screen.
  const [spent, setSpent] = useState<{ count: number; why: string }>({ count: 0, why: '' });
  const last = useRef<DeviceList | null>(null);
  // Only the device that took the seat makes links (and revokes): another one is told where to go.
  const [owner, setOwner] = useState<boolean | null>(null);
  const onList = (list: DeviceList, cause: ListCause) => {
    const before = last.current;
    last.current = list;
    setOwner(list.firstDevice);
    if (!before) return;
    if (list.pendingLinks < before.pendingLinks) {
      const why =
        list.devices.length > before.devices.length
          ? t('ui.device.used')
          : cause === 'revoke-links' || cause === 'revoke-others'
            ? t('ui.device.revoked')
            : t('ui.device.expired');
      setSpent((s) => ({ count: s.count + 1, why }));
    } else if (list.devices.length < before.devices.length) {
      // A device was revoked: a note about an earlier link ("it was used") no longer describes the seat.
      setSpent((s) => ({ count: s.count + 1, why: '' }));
    }
  };
  return (
    <section class="seat-elsewhere" aria-label={t('ui.device.label')}>
      {!open ? (
        <button class="btn small" type="button" onClick={() => setOpen(true)} data-action="seat-elsewhere">
          {t('ui.device.open')}
        </button>
      ) : (
        <>
          <h4>
            {t('ui.device.label')}{' '}
            <button class="btn small" type="button" aria-label={t('ui.common.close')} onClick={() => setOpen(false)}>
              ×
            </button>
          </h4>
          {owner === true && (
            <DeviceLink roomId={roomId} token={token} onMade={() => setMade((n) => n + 1)} spent={spent} />
          )}
          {owner === false && (
            <p class="small muted" data-testid="not-seat-owner">
              {t('ui.device.notOwner')}
            </p>
          )}
          <SeatDevices roomId={roomId} token={token} refresh={made} onList={onList} />
        </>
      )}
    </section>
  );
}
