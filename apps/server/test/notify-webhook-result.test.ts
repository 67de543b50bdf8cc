import type { WebhookLast } from '@sprawl/protocol';
import { refusal, startTestServer, type TestServer } from './harness';
import { receiver, type Receiver } from './support/notify-receivers';

jest.setTimeout(60_000);

/**
 * What the host's panel is told of the room's webhook (issue 49): saving it
 * sends a test post, and the settings carry what the latest post came to
 * (taken, an HTTP status, refused, timed out) and since when posts have
 * failed, instead of "Turns are posted to ..." while every try fails. Test
 * posts are limited, so that saving is no faster way to make the server
 * post somewhere than delivering was.
 */
let t: TestServer;
let hook: Receiver;
beforeAll(async () => {
  hook = await receiver();
  t = await startTestServer({
    config: {
      notifyAllowPrivate: true,
      notifyPollMs: 3_600_000,
      notifyRetryMs: 60_000,
      notifyTimeoutMs: 400,
      deadlinePollMs: 3_600_000,
    },
  });
});
afterAll(async () => {
  await t.stop();
  await hook.close();
});
beforeEach(() => {
  hook.got.length = 0;
  hook.answer = () => 204;
});

async function room() {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', roomName: 'Auction night' });
  await t.api.addBot(host.roomId, host.token, 1);
  return host;
}

const last = async (roomId: string, token: string): Promise<WebhookLast | null> =>
  (await t.api.notifySettings(roomId, token)).webhook.last;

test('saving a webhook posts a test in the host’s language; the answer says it was taken', async () => {
  const host = await room();
  const set = await t.api.setWebhook(host.roomId, host.token, `${hook.url}/ok`, 'it');
  expect(hook.got.map((r) => [r.path, JSON.parse(r.body.toString()).text])).toEqual([
    ['/ok', 'Da ora questa chat riceverà i turni di «Auction night».'],
  ]);
  expect(set.webhook).toMatchObject({ host: '127.0.0.1', canChange: true });
  expect(set.webhook.last).toMatchObject({ problem: null, status: 204, failingSince: null });
  expect(Date.now() - Date.parse(set.webhook.last?.at ?? '')).toBeLessThan(10_000);
});

test('a webhook answering 404 is failing from the test post on; deliveries keep the first failure’s time, a taken one clears it', async () => {
  const host = await room();
  hook.answer = () => 404;
  const set = await t.api.setWebhook(host.roomId, host.token, `${hook.url}/missing`);
  expect(set.webhook.last).toMatchObject({ problem: 'http', status: 404 });
  const since = set.webhook.last?.failingSince;
  expect(since).toBe(set.webhook.last?.at);

  await new Promise((r) => setTimeout(r, 20));
  await t.api.start(host.roomId, host.token);
  await t.server.notifications.deliverer.pass();
  expect(hook.got.length).toBeGreaterThan(1);
  const failing = await last(host.roomId, host.token);
  expect(failing).toMatchObject({ problem: 'http', status: 404, failingSince: since });
  expect(Date.parse(failing?.at ?? '')).toBeGreaterThan(Date.parse(since ?? ''));

  hook.answer = () => 204;
  await t.server.db.notifyOutbox.create({
    data: { roomId: host.roomId, kind: 'end', channel: 'webhook', turn: 1 },
  });
  await t.server.notifications.deliverer.pass();
  expect(await last(host.roomId, host.token)).toMatchObject({ problem: null, status: 204, failingSince: null });
});

test('a receiver that is not there is "refused"; one that never answers "timed out"', async () => {
  const gone = await receiver();
  await gone.close();
  const host = await room();
  expect((await t.api.setWebhook(host.roomId, host.token, `${gone.url}/x`)).webhook.last).toMatchObject({
    problem: 'refused',
    status: null,
  });

  hook.answer = () => 'hang';
  const other = await room();
  // The test post times out after 400 ms here, within the time saving waits for it.
  const set = await t.api.setWebhook(other.roomId, other.token, `${hook.url}/hang`);
  expect(set.webhook.last).toMatchObject({ problem: 'timed_out', status: null });
});

test('where plain http is allowed, ftp:// is refused without "Only https"; a URL that is none is called so', async () => {
  const host = await room();
  const ftp = await refusal(t.api.setWebhook(host.roomId, host.token, 'ftp://example.com/x'));
  expect(ftp).toMatchObject({ code: 'webhook_needs_http', status: 400 });
  expect(ftp.message).toContain('Only http and https addresses are allowed.');
  expect(ftp.message).not.toContain('Only https');
  expect(await refusal(t.api.setWebhook(host.roomId, host.token, 'not a url'))).toMatchObject({
    code: 'webhook_not_url',
  });
  expect(hook.got).toEqual([]);
});

test('test posts are limited per room: past the limit the webhook is saved untried', async () => {
  const host = await room();
  const saved = [];
  for (let i = 0; i < 5; i++) saved.push(await t.api.setWebhook(host.roomId, host.token, `${hook.url}/again${i}`));
  // Six an hour, three at once.
  expect(hook.got.map((r) => r.path)).toEqual(['/again0', '/again1', '/again2']);
  expect(saved.map((s) => s.webhook.last === null)).toEqual([false, false, false, true, true]);
  expect((await t.server.db.roomWebhook.findUniqueOrThrow({ where: { roomId: host.roomId } })).url).toBe(
    `${hook.url}/again4`,
  );
});
