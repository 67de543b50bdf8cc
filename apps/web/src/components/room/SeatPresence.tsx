import { useContext } from 'preact/hooks';
import { api, describeError } from '../../lib/api';
import { clockText, useNow } from '../../lib/use-now';
import { RoomPresenceContext } from './presence-context';

/** Seconds left on a seat's countdown or clock, counted from when the room status arrived. */
export function secondsLeft(value: number, running: boolean, receivedAt: number, now: number): number {
  return running ? value - Math.max(0, (now - receivedAt) / 1000) : value;
}

/**
 * One seat's presence, on that player's own board: whether they are away and
 * how long until a bot may play for them (then the button to let it), a bot
 * playing for them, their turn clock, and for the player whose seat a bot
 * plays, the button to take it back. Shows nothing outside a live room.
 */
export function SeatPresence({ seat }: { seat: number }) {
  const presence = useContext(RoomPresenceContext);
  const status = presence?.room.seats[seat];
  const ticking = (status?.handOverIn ?? 0) > 0 || status?.clockRunning === true;
  const now = useNow(ticking);
  if (!presence || !status) return null;
  const { room, receivedAt, token, onError } = presence;
  const mine = presence.seat === seat;
  const call = (f: () => Promise<unknown>) => void f().catch((e: unknown) => onError(describeError(e)));
  const wait = status.handOverIn === null ? null : Math.max(0, Math.ceil(secondsLeft(status.handOverIn, true, receivedAt, now)));
  const clock = status.clock === null ? null : secondsLeft(status.clock, status.clockRunning, receivedAt, now);
  const away = !status.isBot && !status.connected;
  return (
    <span class="seat-presence" data-testid={`presence-${seat}`}>
      {status.standIn && <span class="tag warn" title="A bot plays this seat until its player takes it back">a bot is playing this seat</span>}
      {!status.standIn && status.isBot && <span class="tag">bot</span>}
      {away && <span class="tag warn">away{wait !== null && wait > 0 ? ` · a bot may play in ${wait} s` : ''}</span>}
      {clock !== null && (
        <span class={`clock${status.clockRunning ? ' running' : ''}`} title="Time left in this player's bank for the whole match" data-testid={`clock-${seat}`}>
          <span class="sr-only">Time left: </span>{clockText(clock)}
        </span>
      )}
      {wait === 0 && token && presence.seat !== null && !mine && (
        <button type="button" class="btn small" data-action="stand-in" title="A bot plays this seat until its player comes back"
          onClick={() => call(() => api.standIn(room.id, token, seat))}>Let a bot play</button>
      )}
      {status.standIn && mine && token && (
        <button type="button" class="btn small primary" data-action="take-back" onClick={() => call(() => api.takeBack(room.id, token))}>Take my seat back</button>
      )}
    </span>
  );
}
