/**
 * `npm run bench:client`: what the client SDK spends on each message the
 * server sends, alone (no sockets, no server running). Whole matches of each
 * game are recorded first, as every seat and a spectator received them
 * (client-frames.ts: the server's own presenter makes the state and patch
 * frames); then each recorded stream is fed, frame by frame, to a fresh
 * MatchConnection as its socket would, and timed. It prints microseconds per
 * message for the whole of it (reading the JSON, checking the message,
 * applying the patch, the new table state and its listener), and beside it
 * the reading and checking alone, timed over the same frames separately.
 *
 * Options (environment): BENCH_GAMES=urban-sprawl,urbania,hush-auction  BENCH_MATCHES=2  BENCH_SECONDS=2
 */
import { MatchConnection, type SocketLike } from '@sprawl/client';
import { readServerMessage } from '@sprawl/protocol';
import { findGame, gameIds } from '@sprawl/rules';
import { recordMatch, type Stream } from './client-frames';

const GAMES = (process.env.BENCH_GAMES ?? gameIds.join(',')).split(',');
const MATCHES = Number(process.env.BENCH_MATCHES ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const MIN_MESSAGES = 2000;

/** A socket that is open and swallows what the client sends: the frames come from the recording. */
class QuietSocket implements SocketLike {
  readyState = 1;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(): void {}
  close(): void {}
}

/**
 * CPU time in nanoseconds: the machine is often shared, and the time a
 * process waits for a core says nothing of its own work.
 */
const cpuNow = (): bigint => {
  const { user, system } = process.cpuUsage();
  return BigInt(user + system) * 1000n;
};

/** Nanoseconds of CPU spent feeding every stream once to a new connection of its own. */
function feedAll(streams: Stream[]): bigint {
  let refused = 0;
  let changes = 0;
  const feeds = streams.map(() => {
    let socket: QuietSocket | null = null;
    const conn = new MatchConnection({
      url: 'ws://bench/ws',
      roomId: 'Xq3vL9aTb2',
      socket: () => (socket = new QuietSocket()),
      reconnect: false,
    });
    conn.onRejection(() => refused++);
    // A page re-renders on each change; its own work is not the SDK's.
    conn.onChange(() => changes++);
    return { conn, feed: (socket as QuietSocket | null)!.onmessage! };
  });
  const t0 = cpuNow();
  feeds.forEach(({ feed }, i) => {
    for (const data of streams[i].frames) feed({ data });
  });
  const ns = cpuNow() - t0;
  if (refused > 0 || changes === 0 || feeds.some(({ conn }) => conn.state.version < 0))
    throw new Error('the SDK refused or ignored recorded frames');
  return ns;
}

/** Nanoseconds of CPU spent reading every frame, and checking it when `withCheck`, as the SDK does. */
function readAll(streams: Stream[], withCheck: boolean): bigint {
  let ok = 0;
  const t0 = cpuNow();
  for (const stream of streams)
    for (const frame of stream.frames) {
      if (withCheck ? readServerMessage(frame) !== null : JSON.parse(frame) !== null) ok++;
    }
  const ns = cpuNow() - t0;
  if (ok === 0) throw new Error('nothing read');
  return ns;
}

/** Repeats `run` for about SECONDS after a warm-up; returns nanoseconds per message. */
function timed(streams: Stream[], run: () => bigint): number {
  const messages = streams.reduce((n, s) => n + s.frames.length, 0);
  for (let i = 0; i < 3; i++) run();
  let ns = 0n;
  let rounds = 0;
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until || rounds < 3) {
    ns += run();
    rounds++;
  }
  return Number(ns) / rounds / messages;
}

const us = (ns: number) => (ns / 1000).toFixed(2);
for (const id of GAMES) {
  const game = findGame(id) ?? (console.error(`BENCH_GAMES: no game ${id}`), process.exit(2));
  const streams: Stream[] = [];
  // Short games (a Hush Auction ends in a few dozen steps) play more matches, for as many messages as a long one.
  let messages = 0;
  for (let m = 0; m < MATCHES || messages < MIN_MESSAGES; m++)
    for (const stream of recordMatch(game, game.maxSeats, `bench-client-${id}-${m}`)) {
      streams.push(stream);
      messages += stream.frames.length;
    }
  const chars = streams.reduce((n, s) => n + s.frames.reduce((c, f) => c + f.length, 0), 0);
  const whole = timed(streams, () => feedAll(streams));
  const parse = timed(streams, () => readAll(streams, false));
  const parseCheck = timed(streams, () => readAll(streams, true));
  console.log(
    `${game.title}, ${game.maxSeats} seats + a spectator, ${streams.length / (game.maxSeats + 1)} matches: ${messages} messages, ${(chars / messages).toFixed(0)} characters each`,
  );
  console.log(
    `  µs per message: ${us(whole)} in all (JSON.parse ${us(parse)}, the check ${us(parseCheck - parse)}, patch and state ${us(whole - parseCheck)}; CPU time)`,
  );
}
