import { useEffect, useState } from 'preact/hooks';
import { api, describeError } from '../lib/api';
import { navigate } from '../lib/router';
import { rememberSeat } from '../lib/storage';

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
  const [label, setLabel] = useState('Phone');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (location.hash) history.replaceState(null, '', location.pathname);
  }, []);
  const claim = async (e: Event) => {
    e.preventDefault();
    if (!code) return;
    setBusy(true);
    setError(null);
    try {
      const grant = await api.claimDevice(code, label.trim() || 'Phone');
      // The grant does not carry the player's name; the room does (the replay's fork form shows it).
      const room = await api.status(grant.roomId, { token: grant.token }).catch(() => null);
      rememberSeat({ ...grant, name: room?.seats[grant.seat]?.name ?? '' });
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
        <h1>Your seat on this device</h1>
        <p>You opened a link to your seat from another device.</p>
      </div>
      {code ? (
        <form class="card-form" onSubmit={(e) => void claim(e)} aria-label="Open your seat here">
          <label>
            What do you call this device?
            <input name="device" value={label} maxLength={24} onInput={(e) => setLabel((e.target as HTMLInputElement).value)} data-testid="device-name" />
          </label>
          <p class="small muted">Only you see this name, in the list of devices your seat is open on. The link works once.</p>
          {error && <div class="form-error" role="alert">{error}</div>}
          <button class="btn primary big" type="submit" disabled={busy} data-action="claim-device">Open my seat here</button>
        </form>
      ) : (
        <div class="card-form">
          <h2>This link holds no seat</h2>
          <p>It may be cut short. On the device that holds your seat, open the table's People panel (or Your tables on the start page) and make a new link.</p>
          <button class="btn" type="button" onClick={() => navigate('/')}>Go to the start page</button>
        </div>
      )}
    </div>
  );
}
