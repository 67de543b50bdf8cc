import { TurnClock } from '../src/rooms/table/turn-clock';

describe('turn clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  test('only the seats the game waits for spend time; a spent bank is reported once; a paused seat spends nothing', () => {
    const spent: number[] = [];
    const clock = new TurnClock((_room, _match, seat) => spent.push(seat));
    clock.start(
      'm',
      'r',
      new Map([
        [0, 60_000],
        [1, 60_000],
        [2, 60_000],
      ]),
    );
    clock.update('m', [0], new Set());
    jest.advanceTimersByTime(20_000);
    expect(clock.remainingMs('m', 0)).toBe(40_000);
    expect(clock.remainingMs('m', 1)).toBe(60_000);
    // Simultaneous decisions: both run; seat 2 is played by a bot, so its clock stands still.
    // Seat 0's turn ended: its bank is handed back to be kept.
    expect(clock.update('m', [1, 2], new Set([2]))).toEqual(new Map([[0, 40_000]]));
    expect(clock.isRunning('m', 0)).toBe(false);
    expect(clock.isRunning('m', 2)).toBe(false);
    jest.advanceTimersByTime(59_000);
    expect(spent).toEqual([]);
    jest.advanceTimersByTime(2_000);
    expect(spent).toEqual([1]);
    expect(clock.remainingMs('m', 1)).toBe(0);
    expect(clock.remainingMs('m', 2)).toBe(60_000);
    expect(clock.remainingMs('m', 0)).toBe(40_000);
    jest.advanceTimersByTime(600_000);
    expect(spent).toEqual([1]);
  });

  test('a player taking the seat back gets a minute; matches without a clock answer null', () => {
    const clock = new TurnClock(() => undefined);
    clock.start(
      'm',
      'r',
      new Map([
        [0, 60_000],
        [1, 60_000],
      ]),
    );
    clock.update('m', [1], new Set());
    jest.advanceTimersByTime(70_000);
    clock.topUp('m', 1, 60_000);
    expect(clock.remainingMs('m', 1)).toBe(60_000);
    expect(clock.remainingMs('other', 0)).toBeNull();
    clock.stop('m');
    expect(clock.has('m')).toBe(false);
  });
});
