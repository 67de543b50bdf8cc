import { useEffect, useState } from 'preact/hooks';
import type { DeviceLinkReply } from '@sprawl/protocol';
import { api, describeError } from '../lib/api';
import { QrCode } from './QrCode';
import { formatDate, t } from '../i18n/i18n';

interface Props {
  roomId: string;
  token: string;
  /** A link was made (the list of waiting links changed). */
  onMade: () => void;
  /** Its count goes up when a waiting link was used, revoked or expired (the one shown is then taken away, saying why), or, with no why, when a device was revoked (an old note is then cleared). */
  spent: { count: number; why: string };
}

/**
 * Makes a one-time link that opens this seat on another device and shows it
 * with its QR code. The link is the seat's key until it is used or expires,
 * so it lives only in this component's state (gone when the panel closes),
 * is never written to the console, and the page says not to share it.
 */
export function DeviceLink({ roomId, token, onMade, spent }: Props) {
  const [link, setLink] = useState<DeviceLinkReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (spent.count === 0) return;
    if (!spent.why) return setNote(null);
    setLink((shown) => {
      if (shown) setNote(spent.why);
      return null;
    });
  }, [spent.count]);
  const make = async () => {
    setBusy(true);
    setError(null);
    setCopied(false);
    setNote(null);
    try {
      setLink(await api.deviceLink(roomId, token));
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
          <QrCode text={url} label={t('ui.device.qr')} />
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
          <button class="btn small" type="button" onClick={() => setLink(null)}>
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
