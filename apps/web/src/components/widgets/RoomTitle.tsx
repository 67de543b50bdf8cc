import type { RoomStatus } from '@sprawl/protocol';
import { t } from '../../i18n/i18n';
import { gameTitle } from '../../i18n/options';

/** The room's name, or the default each language words for an unnamed one. */
export function roomName(room: Pick<RoomStatus, 'name' | 'game'>): string {
  return room.name ?? t('ui.room.unnamed', { game: gameTitle(room.game, room.game) });
}

/** How the room is played, in a few words: live, or across days with the time per move. */
export function paceText(pace: RoomStatus['pace']): string {
  return pace.kind === 'days' ? t('ui.tables.acrossDays', { hours: pace.moveHours }) : t('ui.tables.live');
}

/**
 * What a room is, before one sits down in it: its name, the game as set up,
 * and its pace. A player invited to a week-long match must know it is one
 * before joining, and a lobby is found again by its name.
 */
export function RoomTitle({ room, game, heading }: { room: RoomStatus; game: string; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <div class="room-heading" data-testid="room-title">
      <Heading>{roomName(room)}</Heading>
      <p class="muted" data-testid="room-pace">
        {game} · {paceText(room.pace)}
      </p>
    </div>
  );
}
