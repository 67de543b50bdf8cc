import { useEffect, useState } from 'preact/hooks';
import { lazy, Suspense } from 'preact/compat';
import type { DeviceLinkReply, DeviceList } from '@sprawl/protocol';
import { api, describeError } from '../../lib/api';
import { formatDate, t } from '../../i18n/i18n';
import type { ListCause } from './SeatDevices';

// The QR encoder is a fifth of the start page's script: it comes when a link is made.
const QrCode = lazy(() => import('./QrCode').then((m) => ({ default: m.QrCode })));

/** One answer of the seat's device list: why and when (`performance.now()`) it was asked, and whether a device went since the one before. */
export interface ListSeen {
  list: DeviceList;
  cause: ListCause;
  askedAt: number;
  fewerDevices: boolean;
}

/** A link shown, and when it came back (a list asked before then may not know it yet). */
interface Shown {
  reply: DeviceLinkReply;
  shownAt: number;
}

interface Props {
  roomId: string;
  token: string;
  /** A link was made (the list of waiting links changed). */
  onMade: () => void;
  /** The latest device list: the link shown is taken away, saying why, once a list asked after it came no longer counts it as waiting. */
  seen: ListSeen | null;
}

/** Why a link stopped waiting: a device came through it, this panel revoked it, or its time ran out. */
function spentWhy({ list, cause }: ListSeen, id: string): string {
  if (list.devices.some((d) => d.id === id)) return t('ui.device.used');
  if (cause === 'revoke-links' || cause === 'revoke-others') return t('ui.device.revoked');
  return t('ui.device.expired');
}

/**
 * Makes a one-time link that opens this seat on another device and shows it
 * with its QR code. The link is the seat's key until it is used or expires,
 * so it lives only in this component's state (gone when the panel closes),
 * is never written to the console, and the page says not to share it.
 */
export function DeviceLink({ roomId, token, onMade, seen }: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const link = shown?.reply ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (!seen) return;
    if (shown && seen.askedAt > shown.shownAt && !seen.list.pendingLinkIds.includes(shown.reply.id)) {
      setNote(spentWhy(seen, shown.reply.id));
      setShown(null);
    } else if (!shown && seen.fewerDevices) {
      // A device was revoked: a note about an earlier link ("it was used") no longer describes the seat.
      setNote(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged on each new list only, against the link shown then
  }, [seen]);
  const make = async () => {
    setBusy(true);
    setError(null);
    setCopied(false);
    setNote(null);
    try {
      const reply = await api.deviceLink(roomId, token);
      setShown({ reply, shownAt: performance.now() });
      onMade();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  const url = link ? `${location.origin}${link.path}` : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      (document.getElementById('device-link-url') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div class="device-link">
      {!link || !url ? (
        <button class="btn" type="button" disabled={busy} onClick={() => void make()} data-action="device-link">
          {t('ui.device.make')}
        </button>
      ) : (
        <div class="device-link-shown" data-testid="device-link">
          <p class="small">{t('ui.device.scan')}</p>
          <Suspense fallback={<span class="qr-code" style={{ width: '220px', height: '220px' }} />}>
            <QrCode text={url} label={t('ui.device.qr')} />
          </Suspense>
          <div class="invite">
            <input
              id="device-link-url"
              readOnly
              value={url}
              aria-label={t('ui.device.link')}
              onFocus={(e) => (e.target as HTMLInputElement).select()}
              data-testid="device-link-url"
            />
            <button class="btn" type="button" onClick={() => void copy()}>
              {copied ? t('ui.lobby.copied') : t('ui.lobby.copy')}
            </button>
          </div>
          <p class="small warn-text">
            {t('ui.device.doNotShare', {
              at: formatDate(link.expiresAt, { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
          <button class="btn small" type="button" onClick={() => setShown(null)}>
            {t('ui.device.hide')}
          </button>
        </div>
      )}
      {note && (
        <p class="small" role="status" data-testid="device-link-note">
          {note}
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
