import type { RoomStatus } from '@sprawl/protocol';

/** The lobby's sentence about a room played across days: its name, the time per move and what happens when it runs out. */
export function PaceNote({ room }: { room: RoomStatus }) {
  if (room.pace.kind !== 'days') return null;
  return (
    <p class="muted small" data-testid="pace-note">
      <b>{room.name}</b> is played across days: each player has {room.pace.moveHours} hours per move.{' '}
      {room.pace.botOnExpiry
        ? 'When someone\'s time runs out, a bot makes that move for them.'
        : 'When someone\'s time runs out, the others may let a bot play that turn or give more time.'}
    </p>
  );
}
