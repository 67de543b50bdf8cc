import { useState } from 'preact/hooks';
import type { RoomStatus } from '@sprawl/protocol';
import { api, describeError } from '../lib/api';
import { PlayerDot } from './PlayerDot';
import { MatchList } from './replay/MatchList';
import { ContinuesNotice } from './ContinuesNotice';
import { describeGame, useGames } from '../lib/use-games';

interface Props {
  room: RoomStatus;
  seat: number | null;
  token: string | null;
}

/** The room before the match: the invitation to share, the seats filling up, bots, and the host's Start. */
export function Lobby({ room, seat, token }: Props) {
  const games = useGames();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const isHost = seat !== null && room.seats[seat]?.isHost === true;
  const link = `${location.origin}/join/${room.inviteCode}?room=${room.id}`;
  const call = async (f: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      (document.getElementById('invite-link') as HTMLInputElement | null)?.select();
    }
  };
  const free = room.seats.filter((s) => !s.taken).length;
  return (
    <div class="page lobby">
      <div class="card-form wide">
        <h2>{describeGame(games?.find((g) => g.id === room.game), room.game, room.seatCount, room.options)}</h2>
        <ContinuesNotice continues={room.continues} />
        <label>
          Invitation link — send it to your friends
          <div class="invite">
            <input id="invite-link" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} data-testid="invite-link" />
            <button class="btn" type="button" onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>
          </div>
        </label>
        <h3>Seats</h3>
        <ul class="seats">
          {room.seats.map((s) => (
            <li key={s.index} class={s.taken ? 'taken' : 'free'} data-seat={s.index}>
              <PlayerDot seat={s.index} size={14} />
              <span class="seat-name">{s.taken ? s.name : <span class="muted">Empty seat</span>}</span>
              {s.index === seat && <span class="tag">you</span>}
              {s.isHost && <span class="tag">host</span>}
              {s.isBot && <span class="tag">bot</span>}
              {s.taken && !s.isBot && <span class={`presence ${s.connected ? 'on' : 'off'}`}>{s.connected ? 'online' : 'offline'}</span>}
              {isHost && !s.taken && token && (
                <button class="btn small" disabled={busy} onClick={() => call(() => api.addBot(room.id, token, s.index))} data-action="add-bot">Seat a bot</button>
              )}
            </li>
          ))}
        </ul>
        {error && <div class="form-error" role="alert">{error}</div>}
        {isHost && token ? (
          <button class="btn primary big" disabled={busy} onClick={() => call(() => api.start(room.id, token))} data-action="start">
            Start the match{free > 0 ? ` (${free} seat${free > 1 ? 's' : ''} still empty)` : ''}
          </button>
        ) : (
          <p class="muted">{seat === null ? 'You are watching this room.' : 'Waiting for the host to start the match…'}</p>
        )}
        <MatchList roomId={room.id} auth={token ? { token } : { inviteCode: room.inviteCode }} invite={token ? null : room.inviteCode} hideWhenEmpty />
      </div>
    </div>
  );
}
