import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, type UsAction, type UsView } from '@sprawl/rules';
import { freePort } from '../src/db/embedded';
import { connectPrisma, type Db } from '../src/db/prisma';
import { GAMES, gameOf } from '../src/matches/games';
import { newRuntime } from '../src/matches/runtime';
import { replayStored } from '../src/matches/step';
import { storedAction } from '../src/matches/stored-action';
import { waitFor } from './harness';
import { freshDatabase } from './support/database';

/**
 * Two server processes (FANOUT=1) on one database, a match of a person
 * against a bot. The process that started the match carries the bot; it is
 * killed with SIGKILL while the bot is to move. The other process must take
 * the match over within 5 seconds (the bot moves), and the stored log must
 * hold every move the person was acknowledged, no move twice, and replay to
 * the state whose hash was stored last.
 */
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

interface Proc {
  child: ChildProcess;
  port: number;
  api: RoomsApi;
}

async function startServer(databaseUrl: string): Promise<Proc> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    FANOUT: '1',
    BOT_DELAY_MS: '700',
    LOG_LEVEL: 'warn',
    WEB_DIR: '/nonexistent',
    SERVER_SECRET: 'takeover',
    GRACE_SECONDS: '0',
  };
  // Its own process group: tsx runs the script in a child process, and a kill must reach both.
  const child = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${said}`)), 60_000);
    const hear = (d: Buffer) => {
      said += d.toString();
      if (/is ready/.test(said)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${said}`)));
  });
  return { child, port, api: new RoomsApi(`http://127.0.0.1:${port}`) };
}

async function kill(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const gone = new Promise((r) => proc.child.once('exit', r));
  process.kill(-(proc.child.pid as number), 'SIGKILL');
  await gone;
}

let a: Proc;
let b: Proc;
let db: Db;
let person: MatchConnection<UsView> | null = null;

beforeAll(async () => {
  const url = await freshDatabase();
  db = connectPrisma(url);
  [a, b] = await Promise.all([startServer(url), startServer(url)]);
});

afterAll(async () => {
  person?.close();
  await Promise.all([a, b].filter(Boolean).map(kill));
  await db?.$disconnect();
});

test('the owner of a match with a bot is killed while the bot is to move: the other process moves it within 5 s, losing and doubling nothing', async () => {
  const host = await a.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada', options: { variant: 'short' } });
  await a.api.addBot(host.roomId, host.token, 1);
  const { matchId } = await a.api.start(host.roomId, host.token);
  // The person plays through B, the process that does not carry the bot.
  person = new MatchConnection<UsView>({
    url: `ws://127.0.0.1:${b.port}/ws`,
    roomId: host.roomId,
    token: host.token,
    socket: nodeSocket,
    reconnectDelayMs: 50,
  });
  const conn = person;
  await waitFor(() => conn.state.view !== null, 'the first view', 20_000);
  const acked: { version: number; action: UsAction }[] = [];
  const rng = seedRng('takeover');
  // Two seats: whenever the person has nothing to do, the game waits for the bot (a seat sees only its own prompts).
  const myTurn = () => conn.state.legal.length > 0;
  const botToMove = () => conn.state.legal.length === 0 && !conn.state.view?.final;

  /** Plays the person's moves until the bot has moved `botMoves` times (each bot move shows as a version the person did not make). */
  async function playUntilBotMoved(botMoves: number): Promise<void> {
    let seen = 0;
    while (seen < botMoves && !conn.state.view?.final) {
      const before = conn.state.version;
      if (myTurn()) {
        const action = randomMove(rng, conn.state.legal as UsAction[]);
        const version = await conn.send(action);
        acked.push({ version, action });
      } else {
        await waitFor(() => conn.state.version > before || !!conn.state.view?.final, 'the bot to move', 20_000);
        seen++;
      }
    }
  }

  await playUntilBotMoved(3);
  // Now wait for a moment when the bot is to move and has not yet (it waits BOT_DELAY_MS), and kill its carrier.
  while (!botToMove()) {
    if (!myTurn()) {
      await waitFor(() => myTurn() || botToMove(), 'a turn', 20_000);
      continue;
    }
    const action = randomMove(rng, conn.state.legal as UsAction[]);
    acked.push({ version: await conn.send(action), action });
  }
  const versionAtKill = conn.state.version;
  const killedAt = Date.now();
  await kill(a);
  await waitFor(() => conn.state.version > versionAtKill, 'the bot to move again, carried by B', 15_000);
  const tookOverMs = Date.now() - killedAt;
  expect(tookOverMs).toBeLessThan(5000);
  await playUntilBotMoved(3);

  // Every acknowledged move is in the log, at its version, by seat 0; the log has no gap and no double.
  // The log and the match as the log says (a move leaves the match row behind: matches/commit.ts), read at one instant:
  // the bot may still be moving.
  const [rows, now] = await db.$transaction(
    async (tx) => [
      await tx.action.findMany({ where: { matchId }, orderBy: { seq: 'asc' } }),
      await tx.$queryRaw<{ version: number }[]>`SELECT version FROM match_now WHERE id = ${matchId}`,
    ],
    { isolationLevel: 'RepeatableRead' },
  );
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  for (const { version, action } of acked) {
    const row = rows[version - 1];
    expect(row.seat).toBe(0);
    expect(row.payload).toEqual(action);
  }
  // Replayed from the start by the rules, the log ends where the stored hash says.
  const match = await db.match.findUniqueOrThrow({ where: { id: matchId } });
  const first = await db.snapshot.findFirstOrThrow({ where: { matchId, version: 0 } });
  const rt = newRuntime(matchId, match.roomId, gameOf(GAMES, match.game), first.state as never, 0);
  replayStored(rt, rows.map(storedAction));
  expect(rt.version).toBe(now[0].version);
  expect(rt.hasher.hash(rt.state)).toBe(rows[rows.length - 1].stateHash);
});
