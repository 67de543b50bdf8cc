import { api } from '../lib/api';
import { navigate } from '../lib/router';
import { useSeatForm } from '../lib/use-seat-form';
import { NameField } from './NameField';

/** An invitation: type a display name and take a seat (or watch, when the link names the room). */
export function JoinPage({ inviteCode, roomId }: { inviteCode: string; roomId: string | null }) {
  const { name, setName, error, busy, submit } = useSeatForm((chosen) => api.join({ inviteCode, name: chosen }));
  return (
    <div class="page landing">
      <div class="hero">
        <h1>Join the table</h1>
        <p>You are invited to a game.</p>
      </div>
      <form class="card-form" onSubmit={submit} aria-label="Join the room">
        <h2>Take a seat</h2>
        <NameField value={name} onChange={setName} placeholder="e.g. Grace" />
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
