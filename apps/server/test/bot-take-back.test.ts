import pino from 'pino';
import { Client } from 'pg';
import { startTestServer, until, type TestServer } from './harness';

/**
 * A player takes their seat back from a stand-in while the bot is choosing
 * its move. The take-back is written to the database at once, but the process
 * carrying the match hears of it a moment later (rooms/table/table-keeper.ts reads
 * the seats again), and a move the bot chose in between must not be written:
 * the seat is the player's again. Here that moment is held open: the database
 * says Grace plays her own seat while the match's bots still hold it.
 */
jest.setTimeout(60_000);

let t: TestServer;
const warnings: string[] = [];
beforeAll(async () => {
  t = await startTestServer({
    logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }),
  });
});
afterAll(async () => t.stop());

test("a bot's move for a seat whose player took it back is not written; while the seat is a stand-in's, it is", async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
  await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  const { matchId } = await t.api.start(host.roomId, host.token);
  const graceToAct = async () => {
    const rt = await t.server.matches.runtime(matchId);
    return { version: rt.version, asked: rt.game.seatsToAct(rt.state).includes(1) };
  };
  expect(await graceToAct()).toEqual({ version: 0, asked: true });

  // The match's bots still play Grace's seat, as they did before she took it back.
  t.server.bots.play(matchId, [1]);
  const refused = () => warnings.some((l) => l.includes('bot move failed'));
  await until(async () => refused() || (await graceToAct()).version > 0, "the bot's move to be written or refused");
  await t.server.matches.settled(matchId);
  expect(await graceToAct()).toEqual({ version: 0, asked: true });
  expect(refused()).toBe(true);

  // The same bot, once the database hands the seat to a stand-in: its next try is written.
  const db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE seats SET stand_in = true WHERE room_id = $1 AND index = 1', [host.roomId]);
  } finally {
    await db.end();
  }
  await until(async () => (await graceToAct()).version === 1, "the stand-in's move to be written");
  expect((await graceToAct()).asked).toBe(false);
  t.server.bots.clear(matchId);
});
