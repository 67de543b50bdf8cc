import type { Pool } from 'pg';
import pino from 'pino';
import { SoleLeases } from '../src/db/match-leases';
import type { Bots } from '../src/bots/bots';
import type { MatchService } from '../src/matches/match-service';
import { TableKeeper } from '../src/rooms/table/table-keeper';

/** A seat as the keeper reads it from the database. */
const seat = (index: number, played: { isBot?: boolean; standIn?: boolean }) => ({
  index,
  isBot: played.isBot ?? false,
  standIn: played.standIn ?? false,
  oneTurn: false,
  clockMs: null,
  botLevel: 'easy',
});

describe('the table keeper', () => {
  test('two reads of a match answering out of order: the later read decides who the bots play', async () => {
    // Each read of the seats waits until the test answers it, so the answers can come in either order.
    const answers: ((rows: unknown[]) => void)[] = [];
    const pool = {
      query: () => new Promise((resolve) => answers.push((rows) => resolve({ rows }))),
    } as unknown as Pool;
    const played: number[][] = [];
    const bots = {
      play: (_matchId: string, seats: number[]) => void played.push(seats),
      clear: () => undefined,
      playedMatches: () => [],
      seats: () => [],
    } as unknown as Bots;
    const matches = { holdWhile: () => undefined } as unknown as MatchService;
    const keeper = new TableKeeper(
      pool,
      matches,
      bots,
      new SoleLeases(),
      pino({ level: 'silent' }),
      () => undefined,
      () => undefined,
    );

    // Grace's seat has a stand-in, then she takes it back; seat 2 is a bot throughout.
    const before = keeper.adopt('m1');
    await new Promise((r) => setImmediate(r));
    const after = keeper.adopt('m1');
    await new Promise((r) => setImmediate(r));
    expect(answers).toHaveLength(2);
    answers[1]([{ roomId: 'r1', turnClockSeconds: null, seats: [seat(0, {}), seat(1, {}), seat(2, { isBot: true })] }]);
    await after;
    answers[0]([
      {
        roomId: 'r1',
        turnClockSeconds: null,
        seats: [seat(0, {}), seat(1, { standIn: true }), seat(2, { isBot: true })],
      },
    ]);
    await before;
    expect(played).toEqual([[2]]);
    await keeper.close();
  });
});
