import type { RoomStatus } from '@sprawl/protocol';
import pino from 'pino';
import type { MatchService } from '../src/matches/match-service';
import type { RoomStatusReader } from '../src/rooms/room-status';
import type { Connection } from '../src/ws/connection';
import { RoomChannels } from '../src/ws/room-channel';

/**
 * Room updates (ws/room-channel.ts): a table's comings and goings share one
 * status read; any other change is read and sent at once, taking along what
 * was gathering; a change during a read asks for exactly one more.
 */

const ROOM = 'room-1';

/** A status reader that counts its reads; each answers in a microtask, or, while reads are held, once released. */
function countingReader() {
  let letGo: () => void = () => undefined;
  const reader = {
    reads: 0,
    hold: null as Promise<void> | null,
    /** Reads from now on wait until `release` is called. */
    holdReads(): void {
      reader.hold = new Promise((resolve) => (letGo = resolve));
    },
    release(): void {
      reader.hold = null;
      letGo();
    },
    async read(): Promise<RoomStatus> {
      const version = ++reader.reads;
      if (reader.hold) await reader.hold;
      return { matchId: null, version } as unknown as RoomStatus;
    },
    /** Nothing is kept here: the status is read every time. */
    current(): Promise<RoomStatus> {
      return reader.read();
    },
    forget(): void {},
    drop(): void {},
  };
  return reader;
}

/** A connection in the room that keeps the room frames it was sent. */
function member(): Connection & { frames: unknown[] } {
  const frames: unknown[] = [];
  return { roomId: ROOM, seat: 0, matchId: null, shown: null, frames, send: (m: unknown) => frames.push(m) } as never;
}

function channelsWith(reader: ReturnType<typeof countingReader>) {
  const channels = new RoomChannels(
    {} as MatchService,
    reader as unknown as RoomStatusReader,
    pino({ level: 'silent' }),
    async () => undefined,
  );
  const conn = member();
  channels.join(ROOM, conn);
  return { channels, conn };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (a loaded machine may run timers late), failing after two seconds. */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); await sleep(5))
    if (Date.now() - started > 2000) throw new Error('timed out');
}

test("a table's four hellos, arriving together, cost one status read and one room frame", async () => {
  const reader = countingReader();
  const { channels, conn } = channelsWith(reader);
  for (let i = 0; i < 4; i++) channels.changedSoon(ROOM, 'here', 'gathered');
  expect(reader.reads).toBe(0);
  await until(() => conn.frames.length > 0);
  // Well past the gathering time: nothing more was read or sent.
  await sleep(50);
  expect(reader.reads).toBe(1);
  expect(conn.frames).toHaveLength(1);
  channels.close();
});

test('a change that cannot wait is read at once, and takes the gathered ones along', async () => {
  const reader = countingReader();
  const { channels, conn } = channelsWith(reader);
  channels.changedSoon(ROOM, 'here', 'gathered');
  channels.changedSoon(ROOM, 'here', 'now');
  // Read in this tick, not after the gathering time.
  expect(reader.reads).toBe(1);
  await until(() => conn.frames.length > 0);
  // The gathered change went with it: its timer does not read the room again.
  await sleep(50);
  expect(reader.reads).toBe(1);
  expect(conn.frames).toHaveLength(1);
  channels.close();
});

test('a start in a quiet room is read at once', () => {
  const reader = countingReader();
  const { channels } = channelsWith(reader);
  channels.changedSoon(ROOM, 'here');
  expect(reader.reads).toBe(1);
  channels.close();
});

test('changes during a read ask for exactly one more read, sent after it', async () => {
  const reader = countingReader();
  const { channels, conn } = channelsWith(reader);
  reader.holdReads();
  channels.changedSoon(ROOM, 'here', 'now');
  expect(reader.reads).toBe(1);
  for (let i = 0; i < 5; i++) channels.changedSoon(ROOM, 'here', i % 2 ? 'now' : 'gathered');
  expect(reader.reads).toBe(1);
  reader.release();
  await until(() => conn.frames.length === 2);
  await sleep(50);
  expect(reader.reads).toBe(2);
  expect(conn.frames.map((f) => (f as { room: { version: number } }).room.version)).toEqual([1, 2]);
  channels.close();
});

test('a hello that has read its room but not joined it is told when the room was sent something meanwhile', async () => {
  const reader = countingReader();
  const { channels } = channelsWith(reader);
  const early = channels.watch(ROOM);
  const elsewhere = channels.watch('room-2');
  channels.sendToRoom(ROOM, '{"type":"chat"}');
  // A watch started after the room was sent something read the room after it, and missed nothing.
  const late = channels.watch(ROOM);
  expect([early.missed, elsewhere.missed, late.missed]).toEqual([true, false, false]);
  channels.changedSoon(ROOM, 'here', 'now');
  expect(late.missed).toBe(true);
  // Once it has joined (or given up), a hello is no longer told anything.
  const joined = channels.watch(ROOM);
  joined.stop();
  channels.changedSoon(ROOM, 'here', 'now');
  expect(joined.missed).toBe(false);
  for (const w of [early, elsewhere, late]) w.stop();
  channels.close();
});

test("a hello reads again only when the room's rows may have changed, not for comings and goings here", async () => {
  const reader = countingReader();
  const { channels, conn } = channelsWith(reader);
  const hello = channels.watch(ROOM);
  // A table's hellos: what they change is this process's presence, which a hello reads after it has joined.
  for (let i = 0; i < 3; i++) channels.changedSoon(ROOM, 'here', 'gathered');
  await until(() => conn.frames.length === 1);
  expect(hello.missed).toBe(false);
  // A coming or going on another process is known from the rows it wrote.
  channels.changedSoon(ROOM, 'elsewhere', 'gathered');
  await until(() => conn.frames.length === 2);
  expect(hello.missed).toBe(true);
  // A change that cannot wait, gathered with comings and goings, is a change to the rows.
  const next = channels.watch(ROOM);
  channels.changedSoon(ROOM, 'here', 'gathered');
  channels.changedSoon(ROOM, 'here', 'now');
  await until(() => conn.frames.length === 3);
  expect(next.missed).toBe(true);
  // Asked for during a read, it keeps saying so in the read that follows.
  const during = channels.watch(ROOM);
  reader.holdReads();
  channels.changedSoon(ROOM, 'here', 'gathered');
  await until(() => reader.reads === 4);
  channels.changedSoon(ROOM, 'here', 'now');
  expect(during.missed).toBe(false);
  reader.release();
  await until(() => conn.frames.length === 5);
  expect(during.missed).toBe(true);
  for (const w of [hello, next, during]) w.stop();
  channels.close();
});

test('comings and goings during a read gather for the read after it, with those that follow', async () => {
  const reader = countingReader();
  const { channels, conn } = channelsWith(reader);
  reader.holdReads();
  channels.changedSoon(ROOM, 'here', 'gathered');
  await until(() => reader.reads === 1);
  channels.changedSoon(ROOM, 'here', 'gathered');
  reader.release();
  await until(() => conn.frames.length === 1);
  // The next hello arrives while the read after the first is still gathering: both are read as one.
  channels.changedSoon(ROOM, 'here', 'gathered');
  await until(() => conn.frames.length === 2);
  await sleep(50);
  expect(reader.reads).toBe(2);
  channels.close();
});
