import type { RoomStatus } from '@sprawl/protocol';
import { roomChanges } from '../src/lib/room-events';

/** A playing room of two seats as the page reads it; only what roomChanges looks at is filled in. */
function room(guest: { connected: boolean; lastSeenAt: string | null }): RoomStatus {
  const seat = (index: number, connected: boolean, lastSeenAt: string | null) => ({
    index,
    taken: true,
    isBot: false,
    standIn: false,
    connected,
    lastSeenAt,
    overdue: false,
  });
  return {
    matchId: 'm1',
    status: 'playing',
    pace: { kind: 'live' },
    seats: [seat(0, true, null), seat(1, guest.connected, guest.lastSeenAt)],
  } as unknown as RoomStatus;
}

test('a player who opens the table after the start is not "back": they were never gone (an outside try saw it at every start)', () => {
  expect(
    roomChanges(room({ connected: false, lastSeenAt: null }), room({ connected: true, lastSeenAt: null }), 0),
  ).toEqual([]);
});

test('a player who left and comes back is back at the table', () => {
  const left = room({ connected: false, lastSeenAt: '2026-11-29T18:00:00.000Z' });
  expect(roomChanges(room({ connected: true, lastSeenAt: null }), left, 0)).toMatchObject([{ key: 'ui.event.left' }]);
  expect(roomChanges(left, room({ connected: true, lastSeenAt: null }), 0)).toMatchObject([{ key: 'ui.event.back' }]);
});
