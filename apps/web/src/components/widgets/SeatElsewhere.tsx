import { useRef, useState } from 'preact/hooks';
import type { DeviceList } from '@sprawl/protocol';
import { DeviceLink, type ListSeen } from './DeviceLink';
import { SeatDevices, type ListCause } from './SeatDevices';
import { t } from '../../i18n/i18n';
import { markFurtherDevice } from '../../lib/storage';

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
  // The latest answer of the list, for the link shown beside it (taken off the screen once used, revoked or expired).
  const [seen, setSeen] = useState<ListSeen | null>(null);
  const last = useRef<DeviceList | null>(null);
  // Only the device that took the seat makes links (and revokes): another one is told where to go.
  const [owner, setOwner] = useState<boolean | null>(null);
  const onList = (list: DeviceList, cause: ListCause, askedAt: number) => {
    const before = last.current;
    last.current = list;
    setOwner(list.firstDevice);
    markFurtherDevice(roomId, token, !list.firstDevice);
    setSeen({ list, cause, askedAt, fewerDevices: !!before && list.devices.length < before.devices.length });
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
            <DeviceLink roomId={roomId} token={token} onMade={() => setMade((n) => n + 1)} seen={seen} />
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
