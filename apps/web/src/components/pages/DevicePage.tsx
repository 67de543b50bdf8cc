import { t } from '../../i18n/i18n';
import { useEffect, useState } from 'preact/hooks';
import { api, describeError } from '../../lib/api';
import { navigate } from '../../lib/router';
import { rememberSeat } from '../../lib/storage';

/** Reads the link's code once, from the fragment (`/device#<code>`), which browsers never send to a server. */
const readCode = (): string | null => {
  const code = location.hash.slice(1);
  return /^[A-Za-z0-9_-]{20,64}$/.test(code) ? code : null;
};

/**
 * A link to a seat, opened on another device: name this device, and the
 * seat opens here with a key of its own (kept like a joined seat), then the
 * table. The code leaves the address bar at once, so that it stays out of
 * this browser's history, bookmarks and screenshots; it is never logged.
 */
export function DevicePage() {
  const [code] = useState(readCode);
  const [label, setLabel] = useState(t('ui.device.defaultName'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (location.hash) history.replaceState(null, '', location.pathname);
  }, []);
  const claim = async (e: Event) => {
    e.preventDefault();
    if (!code) return;
    // A blank name is asked for again, not replaced: the list of devices is only as clear as their names.
    if (!label.trim()) return setError(t('ui.device.nameMissing'));
    setBusy(true);
    setError(null);
    try {
      const grant = await api.claimDevice(code, label.trim());
      // The grant does not carry the player's name; the room does (the replay's fork form shows it).
      const room = await api.status(grant.roomId, { token: grant.token }).catch(() => null);
      rememberSeat({ ...grant, name: room?.seats[grant.seat]?.name ?? '', furtherDevice: true });
      navigate(`/room/${encodeURIComponent(grant.roomId)}`, true);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="page landing">
      <div class="hero">
        <h1>{t('ui.device.title')}</h1>
        <p>{t('ui.device.lead')}</p>
      </div>
      {code ? (
        <form class="card-form" onSubmit={(e) => void claim(e)} aria-label={t('ui.device.form')}>
          <label>
            {t('ui.device.name')}
            <input
              name="device"
              value={label}
              maxLength={24}
              onInput={(e) => setLabel((e.target as HTMLInputElement).value)}
              data-testid="device-name"
            />
          </label>
          <p class="small muted">{t('ui.device.nameHelp')}</p>
          {error && (
            <div class="form-error" role="alert">
              {error}
            </div>
          )}
          <button class="btn primary big" type="submit" disabled={busy} data-action="claim-device">
            {t('ui.device.claim')}
          </button>
        </form>
      ) : (
        <div class="card-form">
          <h2>{t('ui.device.noSeat')}</h2>
          <p>{t('ui.device.noSeatHelp')}</p>
          <button class="btn" type="button" onClick={() => navigate('/')}>
            {t('ui.device.toStart')}
          </button>
        </div>
      )}
    </div>
  );
}
