import { useEffect, useState } from 'preact/hooks';
import type { DeviceList } from '@sprawl/protocol';
import { api, describeError } from '../lib/api';
import { agoText } from '../lib/relative-time';
import { t } from '../i18n/i18n';

/** How often the list is asked again while a link is not used yet. */
const WAITING_POLL_MS = 4_000;

interface Props {
  roomId: string;
  token: string;
  /** Changes when a link was made, so the count of waiting links is asked again. */
  refresh: number;
  /** Each answer, for the link shown beside the list (it closes once used). */
  onList?: (list: DeviceList) => void;
}

/**
 * The other devices this seat is open on, each revocable (its key stops
 * working at once, even on an open table), all of them at once, and the
 * links not used yet, revocable together. The device that took the seat is
 * not listed: it is the seat itself, the only one that revokes the others
 * (a lost phone cannot defend itself), and leaving the seat is how it gives
 * it up.
 */
export function SeatDevices({ roomId, token, refresh, onList }: Props) {
  const [list, setList] = useState<DeviceList | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    api.devices(roomId, token).then(
      (l) => {
        if (!live) return;
        setList(l);
        onList?.(l);
      },
      (e: unknown) => live && setError(describeError(e)),
    );
    return () => {
      live = false;
    };
  }, [roomId, token, refresh, tick]);
  // While a link waits to be opened, the device it opens on appears here within a few seconds.
  const waiting = (list?.pendingLinks ?? 0) > 0;
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => setTick((n) => n + 1), WAITING_POLL_MS);
    return () => clearInterval(id);
  }, [waiting]);
  const revoke = async (device: string) => {
    setBusy(true);
    setError(null);
    try {
      const l = await api.revokeDevice(roomId, token, device);
      setList(l);
      onList?.(l);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  if (!list)
    return error ? (
      <p class="form-error small" role="alert">
        {error}
      </p>
    ) : null;
  const now = Date.now();
  return (
    <div class="seat-devices" data-testid="seat-devices">
      {list.devices.length === 0 ? (
        <p class="small muted">{list.firstDevice ? t('ui.device.onlyThis') : t('ui.device.thisAndFirst')}</p>
      ) : (
        <ul class="device-list">
          {list.devices.map((d) => (
            <li key={d.id} data-device={d.label}>
              <span class="seat-name">{d.label}</span>
              {d.thisDevice && <span class="tag">{t('ui.device.thisDevice')}</span>}
              <span class="small muted">
                {d.lastUsedAt
                  ? t('ui.device.addedUsed', { ago: agoText(d.createdAt, now), used: agoText(d.lastUsedAt, now) })
                  : t('ui.device.added', { ago: agoText(d.createdAt, now) })}
              </span>
              {list.firstDevice && (
                <button
                  class="btn small"
                  type="button"
                  disabled={busy}
                  onClick={() => void revoke(d.id)}
                  data-action="revoke-device"
                >
                  {t('ui.device.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.firstDevice && list.devices.length > 1 && (
        <p class="small">
          <button
            class="btn small"
            type="button"
            disabled={busy}
            onClick={() => void revoke('others')}
            data-action="revoke-others"
          >
            {t('ui.device.revokeOthers')}
          </button>
        </p>
      )}
      {list.firstDevice && list.pendingLinks > 0 && (
        <p class="small muted">
          {t('ui.device.pending', { n: list.pendingLinks })}{' '}
          <button
            class="btn small"
            type="button"
            disabled={busy}
            onClick={() => void revoke('links')}
            data-action="revoke-links"
          >
            {t('ui.device.revokeLinks')}
          </button>
        </p>
      )}
      {error && (
        <p class="form-error small" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
