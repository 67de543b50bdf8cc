import { useEffect, useState } from 'preact/hooks';
import type { DeviceList } from '@sprawl/protocol';
import { api, describeError } from '../../lib/api';
import { agoText } from '../../lib/relative-time';
import { navigate } from '../../lib/router';
import { forgetSeat } from '../../lib/storage';
import { t } from '../../i18n/i18n';

/** How often the list is asked again while a link is not used yet. */
const WAITING_POLL_MS = 4_000;

/** Why the list was read again: a look (first, or while links wait), or one of this panel's revokes. */
export type ListCause = 'look' | 'revoke-device' | 'revoke-links' | 'revoke-others';

interface Props {
  roomId: string;
  token: string;
  /** Changes when a link was made, so the count of waiting links is asked again. */
  refresh: number;
  /** Each answer, why and when (`performance.now()`) it was asked, for the link shown beside the list (it closes once used, revoked or expired). */
  onList?: (list: DeviceList, cause: ListCause, askedAt: number) => void;
}

/** What the panel is asking the player to confirm: one device's revoke, every other device's, or this device forgetting the seat. */
type Confirming = { device: string; label: string } | 'others' | 'forget' | null;

/**
 * Every device this seat is open on. The first is the device that took the
 * seat: it is the seat itself, listed apart, and the only one that revokes
 * the others (one at a time or all at once, after a confirmation), so a
 * stolen phone cannot defend itself; it gives the seat up by leaving it.
 * Any other device may forget the seat for itself. Links not used yet are
 * counted and revocable together.
 */
export function SeatDevices({ roomId, token, refresh, onList }: Props) {
  const [list, setList] = useState<DeviceList | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const show = (l: DeviceList, cause: ListCause, askedAt: number) => {
    setList(l);
    onList?.(l, cause, askedAt);
  };
  useEffect(() => {
    let live = true;
    const askedAt = performance.now();
    api.devices(roomId, token).then(
      (l) => live && show(l, 'look', askedAt),
      (e: unknown) => live && setError(describeError(e)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `show` is made anew each render; the list is asked again for these only
  }, [roomId, token, refresh, tick]);
  // While a link waits to be opened, the device it opens on appears here within a few seconds.
  const waiting = (list?.pendingLinks ?? 0) > 0;
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => setTick((n) => n + 1), WAITING_POLL_MS);
    return () => clearInterval(id);
  }, [waiting]);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const revoke = (device: string, cause: ListCause) =>
    act(async () => {
      const askedAt = performance.now();
      show(await api.revokeDevice(roomId, token, device), cause, askedAt);
    });
  const forget = () =>
    act(async () => {
      await api.forgetDevice(roomId, token);
      forgetSeat(roomId);
      navigate('/', true);
    });
  if (!list)
    return error ? (
      <p class="form-error small" role="alert">
        {error}
      </p>
    ) : null;
  const now = Date.now();
  const owner = list.firstDevice;
  const confirmRow = (question: string, yes: string, onYes: () => void) => (
    <span class="confirm-row" role="group" aria-label={question}>
      <span class="small">{question}</span>
      <button class="btn small danger" type="button" disabled={busy} onClick={onYes} data-action="confirm">
        {yes}
      </button>
      <button class="btn small" type="button" disabled={busy} onClick={() => setConfirming(null)}>
        {t('ui.common.cancel')}
      </button>
    </span>
  );
  return (
    <div class="seat-devices" data-testid="seat-devices">
      <p class="small muted">
        {list.devices.length === 0 ? t('ui.device.onlyThis') : t('ui.device.openOn', { n: list.devices.length + 1 })}
      </p>
      <ul class="device-list">
        <li data-device-main>
          <span class="seat-name">{t('ui.device.main')}</span>
          {owner && <span class="tag">{t('ui.device.thisDevice')}</span>}
          {list.mainSince && (
            <span class="small muted">{t('ui.device.mainSince', { ago: agoText(list.mainSince, now) })}</span>
          )}
        </li>
        {list.devices.map((d) => (
          <li key={d.id} data-device={d.label}>
            <span class="seat-name">{d.label}</span>
            {d.thisDevice && <span class="tag">{t('ui.device.thisDevice')}</span>}
            <span class="small muted">
              {d.lastUsedAt
                ? t('ui.device.addedUsed', { ago: agoText(d.createdAt, now), used: agoText(d.lastUsedAt, now) })
                : t('ui.device.added', { ago: agoText(d.createdAt, now) })}
            </span>
            {owner &&
              (typeof confirming === 'object' && confirming?.device === d.id ? (
                confirmRow(
                  t('ui.device.revokeAsk', { label: d.label }),
                  t('ui.device.revoke'),
                  () => void revoke(d.id, 'revoke-device'),
                )
              ) : (
                <button
                  class="btn small"
                  type="button"
                  disabled={busy}
                  onClick={() => setConfirming({ device: d.id, label: d.label })}
                  data-action="revoke-device"
                >
                  {t('ui.device.revoke')}
                </button>
              ))}
            {!owner &&
              d.thisDevice &&
              (confirming === 'forget' ? (
                confirmRow(t('ui.device.forgetAsk'), t('ui.device.forget'), () => void forget())
              ) : (
                <button
                  class="btn small"
                  type="button"
                  disabled={busy}
                  onClick={() => setConfirming('forget')}
                  data-action="forget-device"
                >
                  {t('ui.device.forget')}
                </button>
              ))}
          </li>
        ))}
      </ul>
      {owner && list.devices.length > 1 && (
        <p class="small">
          {confirming === 'others' ? (
            confirmRow(
              t('ui.device.revokeOthersAsk', { n: list.devices.length }),
              t('ui.device.revokeOthers'),
              () => void revoke('others', 'revoke-others'),
            )
          ) : (
            <button
              class="btn small"
              type="button"
              disabled={busy}
              onClick={() => setConfirming('others')}
              data-action="revoke-others"
            >
              {t('ui.device.revokeOthers')}
            </button>
          )}
        </p>
      )}
      {owner && list.pendingLinks > 0 && (
        <p class="small muted">
          {t('ui.device.pending', { n: list.pendingLinks })}{' '}
          <button
            class="btn small"
            type="button"
            disabled={busy}
            onClick={() => void revoke('links', 'revoke-links')}
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
