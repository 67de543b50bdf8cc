import { useState } from 'preact/hooks';
import { api, describeError } from '../lib/api';
import { lastName, rememberName, rememberSeat } from '../lib/storage';
import { navigate } from '../lib/router';

/** An invitation: type a display name and take a seat (or watch, when the link names the room). */
export function JoinPage({ inviteCode, roomId }: { inviteCode: string; roomId: string | null }) {
  const [name, setName] = useState(lastName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const grant = await api.join({ inviteCode, name: name.trim() });
      rememberName(name.trim());
      rememberSeat({ ...grant, name: name.trim() });
      navigate(`/room/${grant.roomId}`);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="page landing">
      <div class="hero">
        <h1>Urban Sprawl</h1>
        <p>You are invited to a game.</p>
      </div>
      <form class="card-form" onSubmit={submit} aria-label="Join the room">
        <h2>Take a seat</h2>
        <label>
          Your name
          <input name="name" value={name} maxLength={24} required onInput={(e) => setName((e.target as HTMLInputElement).value)} placeholder="e.g. Grace" />
        </label>
        {error && <div class="form-error" role="alert">{error}</div>}
        <button class="btn primary big" type="submit" disabled={busy}>Join</button>
        {roomId && (
          <p class="small">
            Or <a href={`/room/${roomId}?invite=${encodeURIComponent(inviteCode)}`} onClick={(e) => { e.preventDefault(); navigate(`/room/${roomId}?invite=${encodeURIComponent(inviteCode)}`); }}>watch as a spectator</a>.
          </p>
        )}
      </form>
    </div>
  );
}
