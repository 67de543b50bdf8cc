import { connect, startTestServer, waitFor, type TestServer } from './harness';
import { interceptQueries } from './pg-queries';

/**
 * A seat's hello reads its room, chat and seats in one statement before its
 * connection joins the room's channel (ws/handlers.ts, rooms/hello-read.ts).
 * What the room is sent between that read and the join must not be lost.
 */

jest.setTimeout(60_000);

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t.stop();
});

/** Holds the answer of the next query named `name` (a prepared statement's name) until `release`. */
function holdAnswer(name: string): { answered: Promise<void>; release: () => void } {
  let answered: () => void = () => undefined;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const result = new Promise<void>((resolve) => (answered = resolve));
  let held = false;
  const restore = interceptQueries((args, query) => {
    const callback = args[args.length - 1];
    if (held || (args[0] as { name?: string } | null)?.name !== name || typeof callback !== 'function')
      return query(args);
    held = true;
    const answer = [...args];
    answer[args.length - 1] = (...reply: unknown[]) => {
      answered();
      void released.then(() => (callback as (...a: unknown[]) => void)(...reply));
    };
    return query(answer);
  });
  return {
    answered: result,
    release: () => {
      restore();
      release();
    },
  };
}

test("a chat line said while a seat's hello is reading the room still reaches that seat", async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Host' });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Gil' });
  const first = connect(t, host.roomId, { token: host.token });
  await waitFor(() => first.state.connected, 'the host to connect');
  const held = holdAnswer('seat-hello-read');
  const player = connect(t, host.roomId, { token: guest.token });
  try {
    // The guest's read has answered (without the line) and waits; the host speaks meanwhile.
    await held.answered;
    first.say('are you there?');
    await waitFor(() => first.state.chat.some((l) => l.text === 'are you there?'), 'the line at the host');
    held.release();
    await waitFor(() => player.state.connected, 'the guest to connect');
    await waitFor(() => player.state.chat.some((l) => l.text === 'are you there?'), 'the line at the guest', 3000);
    expect(player.state.seat).toBe(1);
  } finally {
    held.release();
    first.close();
    player.close();
  }
});

test('a seat token that opens no seat of the room is refused, and the connection is not left in the room', async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Host' });
  const other = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Other' });
  const frames: string[] = [];
  const stranger = connect(t, host.roomId, { token: other.token }, frames);
  try {
    await waitFor(() => frames.some((f) => f.includes('bad_token')), 'the refusal');
    await t.api.rename(host.roomId, host.token, 'Hattie');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(frames.some((f) => f.includes('Hattie'))).toBe(false);
    expect(stranger.state.room).toBeNull();
  } finally {
    stranger.close();
  }
});
