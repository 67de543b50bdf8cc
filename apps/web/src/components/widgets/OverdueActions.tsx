import { useState } from 'preact/hooks';
import type { RoomStatus, SeatStatus } from '@sprawl/protocol';
import { api, describeError } from '../../lib/api';
import { t } from '../../i18n/i18n';

interface Props {
  room: RoomStatus;
  /** The seat whose time ran out. */
  late: SeatStatus;
  /** This browser's seat, and its token (spectators decide nothing). */
  seat: number | null;
  token: string | null;
  onError: (message: string) => void;
}

/**
 * Across days, when a player's time for a move ran out, any other player
 * decides: a bot makes this one move for them (the seat stays theirs), or
 * they get another full time per move. The player themself, spectators and
 * a seat a bot already plays get no buttons; once the seat has had all the
 * more time a match allows (the server says how much is left), only the
 * bot's turn is offered.
 */
export function OverdueActions({ room, late, seat, token, onError }: Props) {
  const [busy, setBusy] = useState(false);
  if (!late.overdue || late.standIn || !token || seat === null || seat === late.index) return null;
  const call = async (f: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await f();
    } catch (e) {
      onError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  const hours = room.pace.kind === 'days' ? room.pace.moveHours : null;
  const left = late.moreTimeLeft ?? 0;
  return (
    <span class="overdue-actions">
      <button
        class="btn small"
        type="button"
        disabled={busy}
        data-action="stand-in-turn"
        title={t('ui.overdue.botTurnHelp')}
        onClick={() => void call(() => api.standIn(room.id, token, late.index))}
      >
        {t('ui.overdue.botTurn')}
      </button>
      {left > 0 && (
        <button
          class="btn small"
          type="button"
          disabled={busy}
          data-action="more-time"
          title={hours ? t('ui.overdue.moreTimeHelp', { hours, left }) : undefined}
          onClick={() => void call(() => api.moreTime(room.id, token, late.index))}
        >
          {t('ui.overdue.moreTime')}
        </button>
      )}
    </span>
  );
}
