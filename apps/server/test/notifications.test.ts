import { ApiError, type MatchConnection } from '@sprawl/client';
import { randomMove, seedRng, type UsAction, type UsView } from '@sprawl/rules';
import pino from 'pino';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';
import { browserKeys, receiver, smtpServer, vapidClaims, type Receiver } from './support/notify-receivers';

jest.setTimeout(90_000);

/**
 * Telling players of their turns: Web Push to a local stand-in for a push
 * service (the test decrypts what it got, as a browser would), the room's
 * webhook to a local receiver, email through a local SMTP server. The
 * deliverer is run by hand (its poll is an hour) except where its own pace
 * matters. Receivers listen on loopback, so private addresses are allowed
 * here; notify-guard.test.ts refuses them with the setting off.
 */
const open: MatchConnection<UsView>[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

const lines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });

async function table(t: TestServer, opts: { guestAtTable?: boolean } = {}) {
  const host = await t.api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Friday table',
    options: { variant: 'short' },
  });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  const hostConn = connect<UsView>(t, host.roomId, { token: host.token });
  open.push(hostConn);
  const conns = [hostConn];
  if (opts.guestAtTable) {
    const g = connect<UsView>(t, host.roomId, { token: guest.token });
    open.push(g);
    conns.push(g);
  }
  await waitFor(() => conns.every((c) => c.state.connected), 'players at the table');
  return { host, guest, hostConn, conns };
}

/** The host plays random legal moves until the game waits for the guest's seat. */
async function untilGuestDecides(
  t: TestServer,
  matchId: string,
  hostConn: MatchConnection<UsView>,
  seed = 'notify',
): Promise<void> {
  const rng = seedRng(seed);
  for (let i = 0; i < 200; i++) {
    const rt = await t.server.matches.runtime(matchId);
    await waitFor(() => hostConn.state.version === rt.version, 'the host to catch up');
    if (rt.game.seatsToAct(rt.state).includes(1)) return;
    await hostConn.send(randomMove(rng, hostConn.state.legal as UsAction[]));
  }
  throw new Error('the guest never had to decide');
}

const outbox = async (t: TestServer) =>
  (await t.server.db.notifyOutbox.findMany({ orderBy: { id: 'asc' } })).map((r) => ({
    kind: r.kind,
    channel: r.channel,
    seat: r.seat,
    toSeat: r.toSeat,
  }));

/** The refusal's code, or undefined when the request succeeded. */
const refusedWith = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => {
      if (e instanceof ApiError) return e.code;
      throw e;
    },
  );

/** Confirmation mails wait for a seat's address changes to settle (a few seconds); tests make them due now instead of waiting. */
const settled = (t: TestServer) =>
  t.server.db.notifyOutbox.updateMany({ where: { kind: 'confirm' }, data: { dueAt: new Date(Date.now() - 1000) } });

describe('delivery', () => {
  let t: TestServer;
  let push: Receiver;
  let hook: Receiver;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    [push, hook, smtp] = await Promise.all([receiver(), receiver(), smtpServer()]);
    t = await startTestServer({
      logger,
      config: {
        notifyAllowPrivate: true,
        notifyPollMs: 3_600_000,
        notifyRetryMs: 200,
        deadlinePollMs: 3_600_000,
        publicUrl: 'http://play.test',
        smtpUrl: smtp.url,
        mailFrom: 'table@play.test',
      },
    });
  });
  afterAll(async () => {
    await t.stop();
    await Promise.all([push.close(), hook.close(), smtp.close()]);
  });
  beforeEach(() => {
    push.got.length = 0;
    hook.got.length = 0;
    push.answer = () => 201;
    hook.answer = () => 204;
  });

  test('Web Push: the turn reaches the push service encrypted (aes128gcm) and signed (VAPID); a 410 removes that subscription', async () => {
    const { host, guest, hostConn } = await table(t);
    const browser = browserKeys();
    const settings = await t.api.subscribePush(host.roomId, guest.token, {
      endpoint: `${push.url}/push/grace`,
      keys: browser.keys,
    });
    const gone = browserKeys();
    await t.api.subscribePush(host.roomId, guest.token, { endpoint: `${push.url}/push/gone`, keys: gone.keys });
    expect(settings.push.devices).toBe(1);
    push.answer = (req) => (req.path === '/push/gone' ? 410 : 201);

    const { matchId } = await t.api.start(host.roomId, host.token);
    await untilGuestDecides(t, matchId, hostConn);
    expect((await outbox(t)).filter((r) => r.kind === 'turn')).toEqual([
      { kind: 'turn', channel: 'push', seat: 1, toSeat: 1 },
    ]);
    await t.server.notifications.deliverer.pass();

    const got = push.got.find((r) => r.path === '/push/grace');
    expect(got).toBeDefined();
    expect(got?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    const claims = vapidClaims(got?.headers.authorization);
    expect(claims.aud).toBe(push.url);
    expect(claims.key).toBe(settings.push.publicKey);
    expect(claims.sub).toMatch(/^mailto:|^https:/);
    const payload = JSON.parse(browser.decrypt(got?.body as Buffer));
    // The room's name and the reader's turn: nothing of the game's state, and no token or invitation.
    expect(payload).toEqual({
      title: 'Your turn in “Friday table”',
      body: 'It is your turn in “Friday table” (Urban Sprawl).',
      url: `/room/${host.roomId}`,
      tag: `${host.roomId}:1`,
      // A subscription made without a language is English; the kind and values travel beside the words.
      lang: 'en',
      kind: 'turn',
      params: { room: 'Friday table', game: { title: 'Urban Sprawl', titles: { it: 'Agglomerato Urbano' } } },
    });
    const text = got?.body.toString('latin1') ?? '';
    for (const secret of [host.token, guest.token, host.inviteCode]) expect(text).not.toContain(secret);

    expect(push.got.some((r) => r.path === '/push/gone')).toBe(true);
    expect((await t.api.notifySettings(host.roomId, guest.token)).push.devices).toBe(1);
    expect(await outbox(t)).toEqual([]);
  });

  test('the log says what a push came to: delivered to n of m, or refused by every device (issue 48)', async () => {
    const logged = (roomId: string) =>
      lines
        .map((l) => JSON.parse(l) as { room?: string; msg: string } & Record<string, unknown>)
        .filter((l) => l.room === roomId);
    const refusing = await table(t);
    await t.api.subscribePush(refusing.host.roomId, refusing.guest.token, {
      endpoint: `${push.url}/push/refuses-410`,
      keys: browserKeys().keys,
    });
    await t.api.subscribePush(refusing.host.roomId, refusing.guest.token, {
      endpoint: `${push.url}/push/refuses-400`,
      keys: browserKeys().keys,
    });
    const half = await table(t);
    await t.api.subscribePush(half.host.roomId, half.guest.token, {
      endpoint: `${push.url}/push/takes`,
      keys: browserKeys().keys,
    });
    await t.api.subscribePush(half.host.roomId, half.guest.token, {
      endpoint: `${push.url}/push/refuses-410`,
      keys: browserKeys().keys,
    });
    push.answer = (req) => (req.path.endsWith('-410') ? 410 : req.path.endsWith('-400') ? 400 : 201);
    lines.length = 0;
    for (const { host, hostConn } of [refusing, half]) {
      const { matchId } = await t.api.start(host.roomId, host.token);
      await untilGuestDecides(t, matchId, hostConn, 'said');
    }
    await t.server.notifications.deliverer.pass();

    const none = logged(refusing.host.roomId).filter((l) => l.channel === 'push');
    expect(none.map((l) => l.msg)).not.toContain('notification delivered');
    expect(none).toContainEqual(
      expect.objectContaining({ msg: 'notification refused by every destination', delivered: 0, of: 2, refused: 2 }),
    );
    const some = logged(half.host.roomId).filter((l) => l.channel === 'push');
    expect(some).toContainEqual(
      expect.objectContaining({
        msg: 'notification delivered to some of its destinations',
        delivered: 1,
        of: 2,
        refused: 1,
      }),
    );
  });

  test('nobody is notified while their player has the table open', async () => {
    const { host, guest, hostConn } = await table(t, { guestAtTable: true });
    await t.api.subscribePush(host.roomId, guest.token, {
      endpoint: `${push.url}/push/present`,
      keys: browserKeys().keys,
    });
    await t.api.subscribePush(host.roomId, host.token, { endpoint: `${push.url}/push/host`, keys: browserKeys().keys });
    const { matchId } = await t.api.start(host.roomId, host.token);
    await untilGuestDecides(t, matchId, hostConn, 'present');
    expect((await outbox(t)).length).toBeGreaterThan(0);
    await t.server.notifications.deliverer.pass();
    expect(push.got).toEqual([]);
    expect(await outbox(t)).toEqual([]);
  });

  test('a room without any channel writes nothing to the outbox', async () => {
    const { host, hostConn } = await table(t);
    const { matchId } = await t.api.start(host.roomId, host.token);
    await untilGuestDecides(t, matchId, hostConn, 'quiet');
    expect(await outbox(t)).toEqual([]);
  });

  test('the webhook: Discord- and Slack-compatible bodies with a link to the room, tried again after a 500', async () => {
    const { host, guest, hostConn } = await table(t);
    expect(await refusal(t.api.setWebhook(host.roomId, guest.token, `${hook.url}/hook`))).toMatchObject({
      code: 'not_host',
    });
    const set = await t.api.setWebhook(host.roomId, host.token, `${hook.url}/hook?secret=s3cret`);
    expect(set.webhook).toMatchObject({ host: '127.0.0.1', canChange: true });
    // The test post on saving (see "saving a webhook posts a test" below).
    expect(hook.got.map((r) => r.path)).toEqual(['/hook?secret=s3cret']);
    hook.got.length = 0;
    expect(JSON.stringify(set)).not.toContain('s3cret');
    expect((await t.api.notifySettings(host.roomId, guest.token)).webhook).toMatchObject({
      host: '127.0.0.1',
      canChange: false,
    });

    let calls = 0;
    hook.answer = () => (++calls === 1 ? 500 : 204);
    const { matchId } = await t.api.start(host.roomId, host.token);
    await t.server.notifications.deliverer.pass();
    expect(hook.got).toHaveLength(1);
    // Its back-off is 200 ms here (at most 240 with its jitter).
    await new Promise((r) => setTimeout(r, 300));
    await t.server.notifications.deliverer.pass();
    expect(hook.got).toHaveLength(2);
    const body = JSON.parse(hook.got[1].body.toString());
    const started = `A match of Urban Sprawl began in “Friday table”: Ada and Grace. http://play.test/room/${host.roomId}`;
    expect(body).toEqual({ content: started, text: started, allowed_mentions: { parse: [] } });
    expect(hook.got[1].headers['content-type']).toBe('application/json');
    // A try again carries the first try's id, so a receiver that got both can drop one.
    expect(hook.got[1].headers['webhook-id']).toMatch(/^notify-[\w-]{22}$/);
    expect(hook.got[1].headers['webhook-id']).toBe(hook.got[0].headers['webhook-id']);

    await untilGuestDecides(t, matchId, hostConn, 'hook');
    await t.server.notifications.deliverer.pass();
    const turn = JSON.parse(hook.got[hook.got.length - 1].body.toString());
    expect(turn.content).toBe(`It is Grace’s turn in “Friday table”. http://play.test/room/${host.roomId}`);
    expect(hook.got[hook.got.length - 1].headers['webhook-id']).not.toBe(hook.got[0].headers['webhook-id']);
    for (const r of hook.got)
      for (const secret of [host.token, guest.token, host.inviteCode]) expect(r.body.toString()).not.toContain(secret);
    expect(await outbox(t)).toEqual([]);
    await t.api.setWebhook(host.roomId, host.token, null);
    expect((await t.api.notifySettings(host.roomId, host.token)).webhook.host).toBeNull();
  });

  test('a turn that came round again: the row of its first time says nothing, though the seat decides once more', async () => {
    // An outside try got "Grace's turn" posts for turns already played: the row was held back, and by the time it went out Grace decided again.
    const { host, guest, hostConn } = await table(t);
    await t.api.setWebhook(host.roomId, host.token, `${hook.url}/again`);
    hook.answer = () => 204;
    const { matchId } = await t.api.start(host.roomId, host.token);
    await untilGuestDecides(t, matchId, hostConn, 'again');
    const guestConn = connect<UsView>(t, host.roomId, { token: guest.token });
    open.push(guestConn);
    const rng = seedRng('again-guest');
    for (let i = 0; i < 100; i++) {
      const rt = await t.server.matches.runtime(matchId);
      await waitFor(() => guestConn.state.version === rt.version, 'the guest to catch up');
      if (!rt.game.seatsToAct(rt.state).includes(1)) break;
      await guestConn.send(randomMove(rng, guestConn.state.legal as UsAction[]));
    }
    guestConn.close();
    await untilGuestDecides(t, matchId, hostConn, 'again-host');
    expect((await outbox(t)).filter((r) => r.kind === 'turn' && r.seat === 1 && r.channel === 'webhook')).toHaveLength(
      2,
    );
    hook.got.length = 0;
    await t.server.notifications.deliverer.pass();
    const said = hook.got.map((r) => JSON.parse(r.body.toString()).text as string);
    expect(said.filter((line) => line.startsWith('It is Grace’s turn'))).toHaveLength(1);
  });

  test("the webhook carries players' names inert: no Slack or Discord ping, no masked link (issue 48)", async () => {
    const host = await t.api.createRoom({
      game: 'hush-auction',
      seats: 2,
      name: '@everyone',
      roomName: '<!channel> [x](http://evil.example)',
    });
    await t.api.addBot(host.roomId, host.token, 1);
    await t.api.setWebhook(host.roomId, host.token, `${hook.url}/markup`);
    hook.got.length = 0;
    await t.api.start(host.roomId, host.token);
    await t.server.notifications.deliverer.pass();
    const body = JSON.parse(hook.got.find((r) => r.path === '/markup')?.body.toString() ?? '{}');
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.text).toContain('&lt;!channel&gt;');
    expect(body.content).toContain('\\<!channel\\> \\[x\\](http://evil.example)');
    for (const said of [body.text, body.content]) {
      expect(said).not.toContain('<!channel>');
      expect(said).not.toContain('@everyone');
      expect(said).not.toContain('[x](');
      expect(said).toContain(`http://play.test/room/${host.roomId}`);
    }
    await t.api.setWebhook(host.roomId, host.token, null);
  });

  test('email: a confirm link and an unsubscribe link that each work once; the address is never shown or logged', async () => {
    const address = 'grace.hopper@mail.example';
    const { host, guest, hostConn } = await table(t);
    lines.length = 0;
    const asked = await t.api.setEmail(host.roomId, guest.token, address);
    expect(asked.email).toEqual({ available: true, state: 'pending' });
    expect(JSON.stringify(asked)).not.toContain('grace.hopper');
    await settled(t);
    await t.server.notifications.deliverer.pass();
    expect(smtp.mails).toHaveLength(1);
    const confirmMail = smtp.mails[0];
    expect(confirmMail.to).toEqual([address]);
    expect(confirmMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirmUrl = /http:\/\/play\.test(\/api\/email\/confirm\/\S+)/.exec(confirmMail.text)?.[1] as string;
    expect(confirmUrl).toBeDefined();

    // Opening the link changes nothing (a mail scanner may open it); the button does, once.
    const page = await fetch(`${t.url}${confirmUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await t.api.notifySettings(host.roomId, guest.token)).email.state).toBe('pending');
    const first = await fetch(`${t.url}${confirmUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Address confirmed');
    const again = await fetch(`${t.url}${confirmUrl}`, { method: 'POST' });
    expect(again.status).toBe(404);
    expect((await t.api.notifySettings(host.roomId, guest.token)).email.state).toBe('confirmed');

    const { matchId } = await t.api.start(host.roomId, host.token);
    await untilGuestDecides(t, matchId, hostConn, 'mail');
    await t.server.notifications.deliverer.pass();
    expect(smtp.mails).toHaveLength(2);
    const turnMail = smtp.mails[1];
    expect(turnMail.headers.subject).toBe('Your turn in “Friday table”');
    expect(turnMail.text).toContain(`Open the table: http://play.test/room/${host.roomId}`);
    const unsubscribeUrl = /^<http:\/\/play\.test(\/api\/email\/unsubscribe\/\S+)>$/.exec(
      turnMail.headers['list-unsubscribe'],
    )?.[1] as string;
    expect(turnMail.text).toContain(`Stop these mails: http://play.test${unsubscribeUrl}`);
    // A mail client's one-click unsubscribe (RFC 8058).
    const oneClick = await fetch(`${t.url}${unsubscribeUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(
      (
        await fetch(`${t.url}${unsubscribeUrl}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(404);
    expect((await t.api.notifySettings(host.roomId, guest.token)).email.state).toBe('none');
    // The confirm link of a removed address does nothing either.
    expect((await fetch(`${t.url}${confirmUrl}`, { method: 'POST' })).status).toBe(404);

    const logged = lines.join('\n');
    expect(logged).toContain('notification delivered');
    expect(logged).not.toContain('grace.hopper');
    expect(logged).not.toContain(confirmUrl.split('/').pop());
    expect(logged).not.toContain(unsubscribeUrl.split('/').pop());
    expect(
      JSON.stringify(await t.server.db.notifyOutbox.findMany(), (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain('grace.hopper');
  });

  test('the webhook hears of the start, the end and the rematch', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', roomName: 'Auction night' });
    await t.api.addBot(host.roomId, host.token, 1);
    await t.api.setWebhook(host.roomId, host.token, `${hook.url}/events`);
    hook.got.length = 0;
    const a = connect(t, host.roomId, { token: host.token });
    open.push(a as MatchConnection<UsView>);
    await waitFor(() => a.state.connected, 'the host at the table');
    const { matchId } = await t.api.start(host.roomId, host.token);
    // Rows due together go out side by side, in no set order: the start is delivered before the match is played.
    await t.server.notifications.deliverer.pass();
    for (
      let i = 0;
      i < 500 && (await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } })).status === 'running';
      i++
    ) {
      if (a.state.prompts.some((p) => p.seat === 0) && a.state.legal.length > 0)
        await a.send(a.state.legal[0]).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 5));
    }
    await t.server.notifications.deliverer.pass();
    await t.api.rematch(host.roomId, host.token, true);
    await t.server.notifications.deliverer.pass();
    const said = hook.got.map((r) => JSON.parse(r.body.toString()).text as string);
    const link = `http://play.test/room/${host.roomId}`;
    // The host was at the table and the other seat is a bot: no turn was announced, only the room's events.
    const names = (await t.api.status(host.roomId, { token: host.token })).seats.map((seat) => seat.name);
    expect(said).toEqual([
      `A match of Hush Auction began in “Auction night”: ${names.join(' and ')}. ${link}`,
      `The match of Hush Auction in “Auction night” has ended. ${link}`,
      `Everyone accepted the rematch: a new match of Hush Auction began in “Auction night”. ${link}`,
    ]);
  });

  test('a room’s webhook posts go out one after another, in the order written: the start before the turns', async () => {
    /** A room across days whose two players are away, its webhook set; the receiver's answers to come are held `delayMs`. */
    const away = async (roomName: string, delayMs: number) => {
      const host = await t.api.createRoom({
        game: 'hush-auction',
        seats: 2,
        name: 'Ada',
        roomName,
        pace: { kind: 'days', moveHours: 24, botOnExpiry: false },
      });
      await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
      await t.api.setWebhook(host.roomId, host.token, `${hook.url}/${delayMs}`);
      await t.server.notifications.deliverer.pass();
      hook.got.length = 0;
      // Each post is checked against what the receiver had answered when it arrived, and when it arrived.
      const seen: { answered: number; at: number }[] = [];
      const from = hook.answered;
      hook.answer = () => {
        seen.push({ answered: hook.answered - from, at: Date.now() });
        return { status: 204, delayMs };
      };
      await t.api.start(host.roomId, host.token);
      await t.server.notifications.deliverer.pass();
      return { said: hook.got.map((r) => JSON.parse(r.body.toString()).text as string), seen };
    };
    const quick = await away('In order', 150);
    expect(quick.said).toHaveLength(3);
    expect(quick.said[0]).toMatch(/^A match of Hush Auction began in “In order”/);
    expect(quick.said.slice(1).every((line) => !line.includes('began'))).toBe(true);
    expect(quick.seen.map((s) => s.answered)).toEqual([0, 1, 2]);
    // A receiver slower than the wait: each post goes that wait after the one before it began, never two at once.
    const slow = await away('Slowly', 2600);
    expect(slow.said[0]).toMatch(/^A match of Hush Auction began in “Slowly”/);
    const at = slow.seen.map((s) => s.at);
    expect(at).toHaveLength(3);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(1900);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(1900);
  }, 20_000);

  test('across days, a spent deadline is told to the other players and the webhook', async () => {
    const host = await t.api.createRoom({
      game: 'hush-auction',
      seats: 2,
      name: 'Ada',
      roomName: 'Slow auction',
      pace: { kind: 'days', moveHours: 24, botOnExpiry: false },
    });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    const browser = browserKeys();
    await t.api.subscribePush(host.roomId, guest.token, { endpoint: `${push.url}/push/slow`, keys: browser.keys });
    await t.api.setWebhook(host.roomId, host.token, `${hook.url}/slow`);
    const { matchId } = await t.api.start(host.roomId, host.token);
    // Both bid at once: both are told it is their turn (nobody is at the table).
    expect((await outbox(t)).filter((r) => r.kind === 'turn')).toEqual(
      [
        { kind: 'turn', channel: 'push', seat: 1, toSeat: 1 },
        { kind: 'turn', channel: 'webhook', seat: 0, toSeat: null },
        { kind: 'turn', channel: 'webhook', seat: 1, toSeat: null },
      ].sort((x, y) => x.seat - y.seat || x.channel.localeCompare(y.channel)),
    );
    await t.server.notifications.deliverer.pass();
    push.got.length = 0;
    hook.got.length = 0;

    await t.server.db.deadline.updateMany({
      where: { matchId, seat: 0 },
      data: { dueAt: new Date(Date.now() - 1000) },
    });
    expect((await t.server.deadlines.poll()).map((e) => e.seat)).toEqual([0]);
    expect(await outbox(t)).toEqual([
      { kind: 'expired', channel: 'push', seat: 0, toSeat: 1 },
      { kind: 'expired', channel: 'webhook', seat: 0, toSeat: null },
    ]);
    await t.server.notifications.deliverer.pass();
    const late =
      'Ada’s time for a move ran out in “Slow auction”. Any other player may give more time or let a bot play that turn.';
    expect(JSON.parse(hook.got[0].body.toString()).text).toBe(`${late} http://play.test/room/${host.roomId}`);
    expect(JSON.parse(browser.decrypt(push.got[0].body))).toMatchObject({ title: 'Ada’s time ran out', body: late });
  });

  test('email needs an address that looks like one, and one address gets few confirmation mails', async () => {
    const { host, guest } = await table(t);
    expect(await refusal(t.api.setEmail(host.roomId, guest.token, 'not an address'))).toMatchObject({
      code: 'bad_request',
    });
    for (let i = 0; i < 3; i++) await t.api.setEmail(host.roomId, guest.token, 'often@mail.example');
    expect(await refusal(t.api.setEmail(host.roomId, guest.token, 'Often@mail.example'))).toMatchObject({
      code: 'rate_limited',
      status: 429,
    });
    await t.api.setEmail(host.roomId, guest.token, null);
    await t.server.notifications.deliverer.pass();
  });

  test('one seat giving address after address: limited per seat, and one confirmation, to the last, once the changes settle (issue 48)', async () => {
    const { host, guest } = await table(t);
    const before = smtp.mails.length;
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 20; i++)
      answers.push(await refusedWith(t.api.setEmail(host.roomId, guest.token, `victim${i}@mail.example`)));
    const accepted = answers.filter((code) => code === undefined).length;
    expect(accepted).toBe(5);
    expect(answers.slice(accepted).every((code) => code === 'rate_limited')).toBe(true);
    // Nothing goes out while the address may still change; then one mail, to the address the seat has now.
    await t.server.notifications.deliverer.pass();
    expect(smtp.mails.length).toBe(before);
    expect(await outbox(t)).toEqual([{ kind: 'confirm', channel: 'email', seat: 1, toSeat: 1 }]);
    await settled(t);
    await t.server.notifications.deliverer.pass();
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[`victim${accepted - 1}@mail.example`]]);
  });

  test('one mailbox gets three confirmations an hour, however its address is written (case, +tag, dots)', async () => {
    const variants = [
      'mailbox@gmail.example',
      'Mail.Box@gmail.example',
      'mailbox+games@gmail.example',
      'MAIL.BOX+x@gmail.example',
    ];
    const codes: (string | undefined)[] = [];
    for (const address of variants) {
      const { host, guest } = await table(t);
      codes.push(await refusedWith(t.api.setEmail(host.roomId, guest.token, address)));
    }
    expect(codes).toEqual([undefined, undefined, undefined, 'rate_limited']);
    await settled(t);
    await t.server.notifications.deliverer.pass();
  });

  test('giving the address already confirmed again changes nothing and sends nothing', async () => {
    const { host, guest } = await table(t);
    await t.api.setEmail(host.roomId, guest.token, 'settled@mail.example');
    await settled(t);
    await t.server.notifications.deliverer.pass();
    const confirm = /http:\/\/play\.test(\/api\/email\/confirm\/\S+)/.exec(smtp.mails[smtp.mails.length - 1].text)?.[1];
    expect((await fetch(`${t.url}${confirm}`, { method: 'POST' })).status).toBe(200);
    const before = smtp.mails.length;
    for (let i = 0; i < 4; i++)
      expect((await t.api.setEmail(host.roomId, guest.token, 'settled@mail.example')).email.state).toBe('confirmed');
    await settled(t);
    await t.server.notifications.deliverer.pass();
    expect(smtp.mails.length).toBe(before);
    await t.api.setEmail(host.roomId, guest.token, null);
  });

  test('in Italian: push, email and the webhook each speak the language their subscriber chose; a device subscribed without one hears English', async () => {
    const { host, guest, hostConn } = await table(t);
    const italian = browserKeys();
    const english = browserKeys();
    await t.api.subscribePush(host.roomId, guest.token, {
      endpoint: `${push.url}/push/it`,
      keys: italian.keys,
      locale: 'it',
    });
    await t.api.subscribePush(host.roomId, guest.token, { endpoint: `${push.url}/push/en`, keys: english.keys });
    await t.api.setWebhook(host.roomId, host.token, `${hook.url}/it`, 'it');
    const mailsBefore = smtp.mails.length;
    await t.api.setEmail(host.roomId, guest.token, 'giulia@mail.example', 'it');
    await settled(t);
    await t.server.notifications.deliverer.pass();

    const confirmMail = smtp.mails[mailsBefore];
    expect(confirmMail.headers.subject).toBe('Conferma il tuo indirizzo per «Friday table»');
    expect(confirmMail.text).toContain(
      'Qualcuno, speriamo proprio tu, ha chiesto di ricevere un’email quando è il suo turno in «Friday table» (Agglomerato Urbano).',
    );
    expect(confirmMail.text).toContain('Per confermare, apri questo link e premi il pulsante:');
    expect(confirmMail.text).toContain('Se non eri tu, ignora questa email: non riceverai altro.');
    const confirmUrl = /http:\/\/play\.test(\/api\/email\/confirm\/\S+)/.exec(confirmMail.text)?.[1] as string;
    // The link's pages speak the mail's language too.
    const page = await (await fetch(`${t.url}${confirmUrl}`)).text();
    expect(page).toContain('<html lang="it">');
    expect(page).toContain('<h1>Conferma il tuo indirizzo</h1>');
    expect(page).toContain('<button class="btn primary" type="submit">Conferma</button>');
    // In the app's look, with the way back to the table.
    expect(page).toContain(`<a class="btn" href="/room/${host.roomId}">Torna al tavolo</a>`);
    expect(page).toContain('<link rel="stylesheet" href="/api/email/page.css">');
    const confirmed = await (await fetch(`${t.url}${confirmUrl}`, { method: 'POST' })).text();
    expect(confirmed).toContain('<h1>Indirizzo confermato</h1>');

    const { matchId } = await t.api.start(host.roomId, host.token);
    await t.server.notifications.deliverer.pass();
    const link = `http://play.test/room/${host.roomId}`;
    expect(hook.got.map((r) => JSON.parse(r.body.toString()).text as string)).toContain(
      `È iniziata una partita di Agglomerato Urbano in «Friday table»: Ada e Grace. ${link}`,
    );
    await untilGuestDecides(t, matchId, hostConn, 'italian');
    await t.server.notifications.deliverer.pass();

    const pushed = (path: string, keys: typeof italian) =>
      JSON.parse(keys.decrypt(push.got.find((r) => r.path === path)?.body as Buffer));
    expect(pushed('/push/it', italian)).toMatchObject({
      title: 'Tocca a te in «Friday table»',
      body: 'È il tuo turno in «Friday table» (Agglomerato Urbano).',
      lang: 'it',
      kind: 'turn',
    });
    expect(pushed('/push/en', english)).toMatchObject({
      title: 'Your turn in “Friday table”',
      body: 'It is your turn in “Friday table” (Urban Sprawl).',
      lang: 'en',
      kind: 'turn',
    });
    expect(JSON.parse(hook.got[hook.got.length - 1].body.toString()).text).toBe(
      `È il turno di Grace in «Friday table». ${link}`,
    );
    const turnMail = smtp.mails[smtp.mails.length - 1];
    expect(turnMail.headers.subject).toBe('Tocca a te in «Friday table»');
    expect(turnMail.text).toContain(`Apri il tavolo: ${link}`);
    const unsubscribeUrl = /Non ricevere più queste email: http:\/\/play\.test(\/api\/email\/unsubscribe\/\S+)/.exec(
      turnMail.text,
    )?.[1] as string;
    expect(unsubscribeUrl).toBeDefined();
    expect(await (await fetch(`${t.url}${unsubscribeUrl}`)).text()).toContain('<h1>Non ricevere più queste email</h1>');
    expect(await (await fetch(`${t.url}${unsubscribeUrl}`, { method: 'POST' })).text()).toContain(
      '<h1>Niente più email</h1>',
    );
    // Once the address is gone, its links no longer know its language: the browser's is used.
    expect(await (await fetch(`${t.url}${unsubscribeUrl}`, { method: 'POST' })).text()).toContain('<html lang="en">');
    // Opened again, the used link says so at once, with no button that would do nothing (issue 49).
    const used = await fetch(`${t.url}${unsubscribeUrl}`, {
      headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' },
    });
    expect(used.status).toBe(404);
    const usedPage = await used.text();
    expect(usedPage).toContain('<html lang="it">');
    expect(usedPage).toContain('<h1>Questo link non fa più nulla</h1>');
    expect(usedPage).not.toContain('<form');
    expect(usedPage).toContain('<a class="btn" href="/">I tuoi tavoli</a>');
    const css = await fetch(`${t.url}/api/email/page.css`);
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    await t.api.setWebhook(host.roomId, host.token, null);
  });

  test('a language the server does not write notifications in is refused with its own code, and nothing is kept', async () => {
    const { host, guest } = await table(t);
    const keys = browserKeys().keys;
    const french = 'fr' as 'en';
    for (const attempt of [
      t.api.subscribePush(host.roomId, guest.token, { endpoint: `${push.url}/push/fr`, keys, locale: french }),
      t.api.setEmail(host.roomId, guest.token, 'marie@mail.example', 'fr'),
      t.api.setWebhook(host.roomId, host.token, `${hook.url}/fr`, 'fr'),
    ])
      expect(await refusal(attempt)).toMatchObject({
        code: 'bad_locale',
        status: 400,
        message: 'That language is not one this server writes notifications in (en, it).',
      });
    expect(await t.api.notifySettings(host.roomId, host.token)).toMatchObject({
      push: { devices: 0 },
      email: { state: 'none' },
      webhook: { host: null },
    });
    expect((await t.api.notifySettings(host.roomId, guest.token)).push.devices).toBe(0);
  });
});

describe('a webhook that never answers', () => {
  let t: TestServer;
  let hang: Receiver;
  let push: Receiver;
  beforeAll(async () => {
    [hang, push] = await Promise.all([receiver(), receiver()]);
    // Test posts on saving (notify/settings.ts) are answered: only the deliveries hang.
    hang.answer = (r) => (r.body.toString().includes('will hear of the turns') ? 204 : 'hang');
    t = await startTestServer({
      config: { notifyAllowPrivate: true, notifyPollMs: 20, notifyTimeoutMs: 30_000, publicUrl: 'http://play.test' },
    });
  });
  afterAll(async () => {
    await hang.close();
    await t.stop();
    await push.close();
  });

  test('holds up neither moves nor push: every move is acknowledged long before the webhook could time out, and push goes out meanwhile', async () => {
    // Ten rooms announce their start to a webhook that never answers: every webhook slot hangs.
    for (let i = 0; i < 10; i++) {
      const h = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada', options: { variant: 'short' } });
      await t.api.join({ inviteCode: h.inviteCode, name: 'Grace' });
      // A path each: one URL's own limit (shared by test posts and deliveries) would hold back the later rooms.
      await t.api.setWebhook(h.roomId, h.token, `${hang.url}/hook${i}`);
      await t.api.start(h.roomId, h.token);
    }
    await waitFor(() => hang.hanging >= 8, 'the webhook slots to hang');

    const { host, guest, hostConn } = await table(t);
    await t.api.setWebhook(host.roomId, host.token, `${hang.url}/hook`);
    const browser = browserKeys();
    await t.api.subscribePush(host.roomId, guest.token, { endpoint: `${push.url}/push/grace`, keys: browser.keys });
    const { matchId } = await t.api.start(host.roomId, host.token);
    const rng = seedRng('hang');
    const ackMs: number[] = [];
    for (let i = 0; i < 30; i++) {
      const rt = await t.server.matches.runtime(matchId);
      await waitFor(() => hostConn.state.version === rt.version, 'the host to catch up');
      if (!rt.game.seatsToAct(rt.state).includes(0) || rt.game.outcome(rt.state) !== null) break;
      const sent = Date.now();
      await hostConn.send(randomMove(rng, hostConn.state.legal as UsAction[]));
      ackMs.push(Date.now() - sent);
    }
    expect(ackMs.length).toBeGreaterThan(0);
    // A bound, not a timing: each acknowledgement came while the webhook still hung (30 s timeout).
    expect(Math.max(...ackMs)).toBeLessThan(5_000);
    expect(hang.hanging).toBeGreaterThanOrEqual(8);
    await waitFor(
      () => push.got.some((r) => r.path === '/push/grace'),
      'push to go out while the webhook hangs',
      10_000,
    );
    expect(JSON.parse(browser.decrypt(push.got[0].body)).title).toMatch(/^Your turn in “/);
  });
});

describe('several server processes', () => {
  test('deliverers on two processes share the outbox: each notification goes out once', async () => {
    const hook = await receiver();
    hook.answer = () => 204;
    const config = { fanout: true, notifyAllowPrivate: true, notifyPollMs: 3_600_000 };
    const one = await startTestServer({ config });
    const two = await startTestServer({ databaseUrl: one.databaseUrl, config });
    try {
      const rooms: string[] = [];
      for (let i = 0; i < 12; i++) {
        const h = await one.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', roomName: `Room ${i}` });
        await one.api.addBot(h.roomId, h.token, 1);
        await one.api.setWebhook(h.roomId, h.token, `${hook.url}/r${i}`);
        await (i % 2 ? two : one).api.start(h.roomId, h.token);
        rooms.push(h.roomId);
      }
      await Promise.all([one.server.notifications.deliverer.pass(), two.server.notifications.deliverer.pass()]);
      const starts = hook.got.filter((r) => JSON.parse(r.body.toString()).text.startsWith('A match'));
      expect(starts.map((r) => r.path).sort()).toEqual(rooms.map((_, i) => `/r${i}`).sort());
    } finally {
      await two.stop();
      await one.stop();
      await hook.close();
    }
  });
});
