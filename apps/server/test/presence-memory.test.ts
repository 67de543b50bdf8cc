import { Presence } from '../src/rooms/devices/presence';

afterEach(() => jest.useRealTimers());

test('seats that emptied long ago are forgotten, and read as empty since the process started', () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  const started = Date.now();
  const presence = new Presence(15 * 60_000);
  for (let room = 0; room < 500; room++) {
    presence.count(`room${room}`, 0, 1);
    presence.count(`room${room}`, 0, -1);
    presence.removeSpectator(`room${room}`, presence.addSpectator(`room${room}`, room) === 'Spectator 1' ? room : -1);
  }
  presence.count('kept', 1, 1);
  expect(presence.rooms).toBe(501);
  jest.setSystemTime(started + 5 * 60_000);
  presence.count('recent', 0, 1);
  presence.count('recent', 0, -1);
  const recentLeft = Date.now();
  // Within the time a seat's leaving still matters, it is kept as it was.
  jest.setSystemTime(started + 16 * 60_000);
  presence.count('other', 0, 1);
  expect(presence.leftAt('recent', 0)).toBe(recentLeft);
  expect(presence.leftAt('room7', 0)).toBe(started);
  expect(presence.connected('kept', 1)).toBe(true);
  expect(presence.rooms).toBe(3);
  // A room nobody is at any more numbers its spectators afresh.
  expect(presence.addSpectator('room3', 9)).toBe('Spectator 1');
});
