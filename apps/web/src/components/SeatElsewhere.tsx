import { useRef, useState } from 'preact/hooks';
import type { DeviceList } from '@sprawl/protocol';
import { DeviceLink } from './DeviceLink';
import { SeatDevices } from './SeatDevices';
import { t } from '../i18n/i18n';

/**
 * "Your seat on another device": a one-time link (and QR code) that opens
 * this seat elsewhere, and the devices it is open on. Folded until asked
 * for, so that the device list is fetched only by a player who wants it.
 */
export function SeatElsewhere({ roomId, token }: { roomId: string; token: string }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(0);
  // Fewer links waiting than at the last look: the one shown was opened (a device more) or revoked, so it is taken off the screen.
  const [spent, setSpent] = useState<{ count: number; why: string }>({ count: 0, why: '' });
  const last = useRef<DeviceList | null>(null);
  const onList = (list: DeviceList) => {
    const before = last.current;
    last.current = list;
    if (!before || list.pendingLinks >= before.pendingLinks) return;
    const why = list.devices.length > before.devices.length ? t('ui.device.used') : t('ui.device.revoked');
    setSpent((s) => ({ count: s.count + 1, why }));
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
          <DeviceLink roomId={roomId} token={token} onMade={() => setMade((n) => n + 1)} spent={spent} />
          <SeatDevices roomId={roomId} token={token} refresh={made} onList={onList} />
        </>
      )}
    </section>
  );
}
