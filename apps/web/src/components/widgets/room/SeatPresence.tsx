import { useContext } from 'preact/hooks';
import { api, describeError } from '../../../lib/api';
import { clockText, useNow } from '../../../lib/use-now';
import { LastSeen } from './LastSeen';
import { RoomPresenceContext } from './presence-context';
import { t } from '../../../i18n/i18n';

/** Seconds left on a seat's countdown or clock, counted from when the room status arrived. */
export function secondsLeft(value: number, running: boolean, receivedAt: number, now: number): number {
  return running ? value - Math.max(0, (now - receivedAt) / 1000) : value;
}

/**
 * One seat's presence, on that player's own board: whether they are away and
 * how long until a bot may play for them (then the button to let it), a bot
 * playing for them, their turn clock, and for the player whose seat a bot
 * plays, the button to take it back. Across days, an absent player is
 * normal: when they were last seen, not a warning.
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
  const wait =
    status.handOverIn === null ? null : Math.max(0, Math.ceil(secondsLeft(status.handOverIn, true, receivedAt, now)));
  const clock = status.clock === null ? null : secondsLeft(status.clock, status.clockRunning, receivedAt, now);
  const away = !status.isBot && !status.connected;
  return (
    <span class="seat-presence" data-testid={`presence-${seat}`}>
      {status.standIn && (
        <span class="tag warn" title={t('ui.people.botPlayingHelp')}>
          {t('ui.people.botIsPlaying')}
        </span>
      )}
      {!status.standIn && status.isBot && <span class="tag">{t('ui.common.bot')}</span>}
      {away && room.pace.kind === 'days' && <LastSeen seat={status} />}
      {away && room.pace.kind !== 'days' && (
        <span class="tag warn">
          {wait !== null && wait > 0 ? t('ui.people.awayBotIn', { n: wait }) : t('ui.people.away')}
        </span>
      )}
      {clock !== null && (
        <span
          class={`clock${status.clockRunning ? ' running' : ''}`}
          title={t('ui.people.bankHelpWhole')}
          data-testid={`clock-${seat}`}
        >
          <span class="sr-only">{t('ui.people.timeLeft')}</span>
          {clockText(clock)}
        </span>
      )}
      {wait === 0 && token && presence.seat !== null && !mine && (
        <button
          type="button"
          class="btn small"
          data-action="stand-in"
          title={t('ui.people.letBotPlayHelp')}
          onClick={() => call(() => api.standIn(room.id, token, seat))}
        >
          {t('ui.people.letBotPlay')}
        </button>
      )}
      {status.standIn && mine && token && (
        <button
          type="button"
          class="btn small primary"
          data-action="take-back"
          onClick={() => call(() => api.takeBack(room.id, token))}
        >
          {t('ui.dock.takeBack')}
        </button>
      )}
    </span>
  );
}
