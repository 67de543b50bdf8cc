import type { RoomStatus } from '@sprawl/protocol';
import { api, describeError } from '../../../lib/api';
import { clockText, useNow } from '../../../lib/use-now';
import { PlayerDot } from '../PlayerDot';
import { LastSeen } from './LastSeen';
import { MoveDeadline } from '../MoveDeadline';
import { OverdueActions } from '../OverdueActions';
import { SeatElsewhere } from '../SeatElsewhere';
import { t } from '../../../i18n/i18n';
import { useOwnDevice } from '../../../lib/use-own-device';

interface Props {
  room: RoomStatus;
  /** When this room status arrived: countdowns run from it. */
  receivedAt: number;
  seat: number | null;
  token: string | null;
  onError: (message: string) => void;
}

/**
 * Who is at the table during a match: each seat's presence, its time bank
 * when the room plays with a clock, and for an absent player the countdown
 * after which anyone seated may let a bot play for them. A player whose seat
 * a bot plays can take it back; the host sees the spectators and, on the
 * device that took the seat, manages them, the invitation and their chat.
 */
export function PlayersPanel({ room, receivedAt, seat, token, onError }: Props) {
  const ticking = room.seats.some((s) => (s.handOverIn ?? 0) > 0 || s.clockRunning);
  const now = useNow(ticking);
  const elapsed = Math.max(0, (now - receivedAt) / 1000);
  // The host's spectators, invitation and chat rule are managed from the device that took the seat, not a further one.
  const isHost = seat !== null && room.seats[seat]?.isHost === true;
  const manages = useOwnDevice(room.id, token, isHost) && isHost;
  const call = (f: () => Promise<unknown>) => void f().catch((e: unknown) => onError(describeError(e)));
  return (
    <section class="players-panel" aria-label={t('ui.people.label')}>
      <ul class="seats compact">
        {room.seats.map((s) => {
          const wait = s.handOverIn === null ? null : Math.max(0, Math.ceil(s.handOverIn - elapsed));
          const clock = s.clock === null ? null : s.clockRunning ? s.clock - elapsed : s.clock;
          return (
            <li key={s.index} data-seat={s.index}>
              <PlayerDot seat={s.index} size={12} />
              <span class="seat-name">{s.name ?? t('ui.common.seat', { n: s.index + 1 })}</span>
              {s.index === seat && <span class="tag">{t('ui.common.you')}</span>}
              {s.standIn && (
                <span class="tag warn" title={t('ui.people.botPlayingHelp')}>
                  {t('ui.people.botPlaying')}
                </span>
              )}
              {!s.standIn && s.isBot && <span class="tag">{t('ui.common.bot')}</span>}
              {!s.isBot &&
                !s.connected &&
                (room.pace.kind === 'days' ? (
                  <LastSeen seat={s} />
                ) : (
                  <span class="tag warn">{t('ui.people.away')}</span>
                ))}
              {clock !== null && (
                <span
                  class={`clock ${s.clockRunning ? 'running' : ''}`}
                  title={t('ui.people.bankHelp')}
                  data-testid="clock"
                >
                  {clockText(clock)}
                </span>
              )}
              {wait !== null && token && s.index !== seat && (
                <button
                  class="btn small"
                  disabled={wait > 0}
                  data-action="stand-in"
                  title={t('ui.people.letBotPlayHelp')}
                  onClick={() => call(() => api.standIn(room.id, token, s.index))}
                >
                  {wait > 0 ? t('ui.people.botCanPlayIn', { n: wait }) : t('ui.people.letBotPlay')}
                </button>
              )}
              <MoveDeadline seat={s} now={now} />
              <OverdueActions room={room} late={s} seat={seat} token={token} onError={onError} />
              {s.standIn && s.index === seat && token && (
                <button
                  class="btn small primary"
                  data-action="take-back"
                  onClick={() => call(() => api.takeBack(room.id, token))}
                >
                  {t('ui.dock.takeBack')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {token && seat !== null && <SeatElsewhere roomId={room.id} token={token} />}
      {room.spectators.length > 0 && (
        <div class="spectators">
          <h4>{t('ui.lobby.watching')}</h4>
          <ul class="seats compact">
            {room.spectators.map((w) => (
              <li key={w.id}>
                <span class="seat-name">{w.name}</span>
                {manages && token && (
                  <button
                    class="btn small"
                    data-action="remove-spectator"
                    onClick={() => call(() => api.removeSpectator(room.id, token, w.id))}
                  >
                    {t('ui.lobby.askToLeave')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {manages && token && (
        <label class="check small">
          <input
            type="checkbox"
            checked={room.spectatorChat}
            onChange={(e) => call(() => api.spectatorChat(room.id, token, (e.target as HTMLInputElement).checked))}
            data-testid="spectator-chat"
          />
          {t('ui.lobby.spectatorsMayChat')}
        </label>
      )}
      {manages && token && (
        <p class="muted small">
          <button
            class="btn small"
            data-action="rotate-invite"
            onClick={() => call(() => api.rotateInvite(room.id, token))}
          >
            {t('ui.people.newInvite')}
          </button>{' '}
          {t('ui.people.newInviteHelp')}
        </p>
      )}
    </section>
  );
}
