import type { RoomStatus } from '@sprawl/protocol';
import { t } from '../../i18n/i18n';
import { gameTitle } from '../../i18n/options';

/** The lobby's sentence about a room played across days: its name, the time per move and what happens when it runs out. */
export function PaceNote({ room }: { room: RoomStatus }) {
  if (room.pace.kind !== 'days') return null;
  return (
    <p class="muted small" data-testid="pace-note">
      {t('ui.pace.note', {
        room: room.name ?? t('ui.room.unnamed', { game: gameTitle(room.game, room.game) }),
        hours: room.pace.moveHours,
      })}{' '}
      {room.pace.botOnExpiry ? t('ui.pace.noteBot') : t('ui.pace.noteOthers')}
    </p>
  );
}
