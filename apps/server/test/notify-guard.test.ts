import dns from 'node:dns';
import {
  addressPolicy,
  ForbiddenDestination,
  isForbiddenAddress,
  type AddressPolicy,
} from '../src/notify/address-guard';
import { send } from '../src/notify/safe-http';
import { readConfig } from '../src/config';
import { refusal, startTestServer, type TestServer } from './harness';
import { browserKeys, receiver, type Receiver } from './support/notify-receivers';

jest.setTimeout(60_000);

/**
 * The server must never be turned against its own network by a webhook URL
 * or a push endpoint a player gives: with the operator's private-address
 * setting off (the default), every forbidden family is refused before a
 * byte is sent, whether written as an address, reached through a name that
 * resolves to one, or through a redirect. The loopback receivers here stand
 * for the inside of the network: none of them may get a request.
 */
const OFF = addressPolicy(false);
/** Names of our own, resolved as the test says (the system's resolver is asked for nothing else). */
function withNames(policy: AddressPolicy, names: Record<string, string>): AddressPolicy {
  const lookup = ((
    host: string,
    options: dns.LookupOptions,
    cb: (err: Error | null, a: dns.LookupAddress[]) => void,
  ) => {
    const address = names[host];
    if (!address) return cb(Object.assign(new Error(`no such name ${host}`), { code: 'ENOTFOUND' }), []);
    cb(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as typeof dns.lookup;
  return { ...policy, lookup };
}
const post = (url: string, policy: AddressPolicy, timeoutMs = 2000) =>
  send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, policy, {
    timeoutMs,
    maxBytes: 16 * 1024,
    maxRedirects: 3,
  });

let inside: Receiver;
beforeAll(async () => {
  inside = await receiver('127.0.0.1');
});
afterAll(async () => inside.close());
afterEach(() => expect(inside.got).toEqual([]));

test('every forbidden address family is refused', () => {
  for (const a of [
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:c0a8:0101::1',
    // Issue 48: deprecated IPv4-compatible, RFC 6145 translated and RFC 8215 local-use NAT64 forms of 127.0.0.1.
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b:1::7f00:1',
    '64:ff9b::127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:192.168.0.1',
    'fe80::1%eth0',
    'fec0::1',
    '2001:db8::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '100::1',
    '255.255.255.255',
    '198.18.0.1',
    'not-an-address',
  ]) {
    expect([a, isForbiddenAddress(a)]).toEqual([a, true]);
  }
  for (const a of [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    // A public IPv4 address, mapped or through the well-known NAT64 prefix (a server on an IPv6-only network reaches it so).
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])
    expect([a, isForbiddenAddress(a)]).toEqual([a, false]);
});

test.each([
  ['loopback', 'https://127.0.0.1:PORT/hook'],
  ['loopback, another of 127/8', 'https://127.1.2.3:PORT/hook'],
  ['10/8', 'https://10.1.2.3/hook'],
  ['172.16/12', 'https://172.20.0.5/hook'],
  ['192.168/16', 'https://192.168.0.10/hook'],
  ['169.254/16 (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
  ['IPv6 loopback', 'https://[::1]:PORT/hook'],
  ['fc00::/7', 'https://[fd00::5]/hook'],
  ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]:PORT/hook'],
  ['IPv4-compatible IPv6 loopback (deprecated)', 'https://[::127.0.0.1]:PORT/hook'],
  ['RFC 6145 translated loopback, dotted', 'https://[::ffff:0:127.0.0.1]:PORT/hook'],
  ['RFC 6145 translated loopback, in words', 'https://[::ffff:0:7f00:1]:PORT/hook'],
  ['RFC 8215 local-use NAT64 loopback', 'https://[64:ff9b:1::7f00:1]:PORT/hook'],
  ['IPv6 link-local', 'https://[fe80::1]/hook'],
  ['IPv4-mapped metadata service', 'https://[::ffff:169.254.169.254]/latest/meta-data'],
  ['plain http even to a public address', 'http://93.184.215.14/hook'],
  ['credentials in the address', 'https://user:pass@93.184.215.14/hook'],
])('refused with private addresses off: %s', async (_what, url) => {
  await expect(post(url.replace('PORT', String(inside.port)), OFF)).rejects.toBeInstanceOf(ForbiddenDestination);
});

test('a name that resolves to a forbidden address is refused after resolution (localhost, and a name of our own)', async () => {
  await expect(post(`https://localhost:${inside.port}/hook`, OFF)).rejects.toBeInstanceOf(ForbiddenDestination);
  const named = withNames(OFF, { 'chat.example.test': '127.0.0.1', 'metadata.example.test': '169.254.169.254' });
  await expect(post(`https://chat.example.test:${inside.port}/hook`, named)).rejects.toBeInstanceOf(
    ForbiddenDestination,
  );
  await expect(post('https://metadata.example.test/hook', named)).rejects.toBeInstanceOf(ForbiddenDestination);
});

test.each(['::127.0.0.1', '::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '64:ff9b:1::7f00:1', '::ffff:127.0.0.1', 'fe80::1'])(
  'a name whose AAAA answer is %s is refused at connection time',
  async (address) => {
    const named = withNames(OFF, { 'chat.example.test': address });
    await expect(post(`https://chat.example.test:${inside.port}/hook`, named)).rejects.toBeInstanceOf(
      ForbiddenDestination,
    );
  },
);

describe('redirects', () => {
  let outside: Receiver;
  beforeAll(async () => {
    // 127.0.0.2 plays a public chat server: the policy below trusts it and nothing else private.
    outside = await receiver('127.0.0.2');
  });
  afterAll(async () => outside.close());
  const trustOutside: AddressPolicy = { allows: (a) => a === '127.0.0.2' || !isForbiddenAddress(a), plainHttp: true };

  test('a redirect to 127.0.0.1 (by address, or by a name resolving to it) is refused; the inside gets nothing', async () => {
    outside.answer = () => ({ status: 302, headers: { location: `http://127.0.0.1:${inside.port}/admin` } });
    await expect(post(`${outside.url}/hook`, trustOutside)).rejects.toBeInstanceOf(ForbiddenDestination);
    outside.answer = () => ({ status: 307, headers: { location: `http://inside.example.test:${inside.port}/admin` } });
    await expect(
      post(`${outside.url}/hook`, withNames(trustOutside, { 'inside.example.test': '127.0.0.1' })),
    ).rejects.toBeInstanceOf(ForbiddenDestination);
    expect(outside.got).toHaveLength(2);
  });

  test('a name resolving to an allowed address is reached through the guarded lookup', async () => {
    outside.got.length = 0;
    outside.answer = () => 204;
    const named = withNames(trustOutside, { 'chat.example.test': '127.0.0.2' });
    expect((await post(`http://chat.example.test:${outside.port}/hook`, named)).status).toBe(204);
    expect(outside.got.map((r) => [r.path, r.headers.host])).toEqual([['/hook', `chat.example.test:${outside.port}`]]);
  });

  test('an allowed redirect is followed (307 keeps the body), at most three times', async () => {
    outside.got.length = 0;
    outside.answer = (req) => (req.path === '/hook' ? { status: 307, headers: { location: '/moved' } } : 204);
    expect((await post(`${outside.url}/hook`, trustOutside)).status).toBe(204);
    expect(outside.got.map((r) => [r.method, r.path, r.body.toString()])).toEqual([
      ['POST', '/hook', '{}'],
      ['POST', '/moved', '{}'],
    ]);
    outside.answer = () => ({ status: 302, headers: { location: '/again' } });
    await expect(post(`${outside.url}/hook`, trustOutside)).rejects.toThrow(/redirects/);
  });

  test('an answer is read up to the size cap, and one that never comes ends at the timeout', async () => {
    outside.answer = () => ({ status: 200, body: 'x'.repeat(2 * 1024 * 1024) });
    const big = await post(`${outside.url}/hook`, trustOutside);
    expect(big.body.length).toBeLessThanOrEqual(16 * 1024);
    outside.answer = () => 'hang';
    await expect(post(`${outside.url}/hook`, trustOutside, 300)).rejects.toThrow(/timed out/);
  });
});

describe('through the server, with NOTIFY_ALLOW_PRIVATE off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { notifyAllowPrivate: false, notifyPollMs: 3_600_000 } });
  });
  afterAll(async () => t.stop());

  test('the host cannot set a webhook to a private address, plain http or a name resolving inside', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
    for (const [url, code] of [
      [`https://127.0.0.1:${inside.port}/x`, 'webhook_forbidden'],
      ['https://10.0.0.8/x', 'webhook_forbidden'],
      ['https://[::1]/x', 'webhook_forbidden'],
      ['http://example.com/x', 'webhook_needs_https'],
      [`https://localhost:${inside.port}/x`, 'webhook_forbidden'],
      ['ftp://example.com/x', 'webhook_needs_https'],
      ['not a url', 'webhook_not_url'],
    ]) {
      expect([url, await refusal(t.api.setWebhook(host.roomId, host.token, url))]).toEqual([
        url,
        expect.objectContaining({ code, status: 400 }),
      ]);
    }
    expect((await t.api.notifySettings(host.roomId, host.token)).webhook.host).toBeNull();
  });

  test('a push endpoint at a private address is refused when subscribing, and given up (and forgotten) when delivering', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    expect(
      await refusal(
        t.api.subscribePush(host.roomId, guest.token, {
          endpoint: `http://127.0.0.1:${inside.port}/push`,
          keys: browserKeys().keys,
        }),
      ),
    ).toMatchObject({ code: 'bad_endpoint' });
    // Stored anyway (as if a name had resolved elsewhere when it was given), and a stored webhook too: delivery checks again.
    await t.server.db.pushSubscription.create({
      data: {
        id: 'inside',
        roomId: host.roomId,
        seat: 1,
        endpoint: `https://localhost:${inside.port}/push`,
        ...browserKeys().keys,
      },
    });
    await t.server.db.roomWebhook.create({
      data: { roomId: host.roomId, url: `https://localhost:${inside.port}/hook` },
    });
    await t.api.start(host.roomId, host.token);
    expect(await t.server.db.notifyOutbox.count()).toBeGreaterThan(0);
    await t.server.notifications.deliverer.pass();
    expect(await t.server.db.notifyOutbox.count()).toBe(0);
    expect(await t.server.db.pushSubscription.count({ where: { id: 'inside' } })).toBe(0);
  });
});

test("the operator's notification settings are checked at start, each refusal naming what to set", () => {
  expect(() => readConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/SMTP_URL needs PUBLIC_URL/);
  expect(() => readConfig({ SMTP_URL: 'mail.example', PUBLIC_URL: 'https://play.example' })).toThrow(
    /smtp:\/\/ or smtps:\/\//,
  );
  expect(() => readConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  expect(() => readConfig({ VAPID_SUBJECT: 'operator@play.example' })).toThrow(/mailto: or https:/);
  expect(() => readConfig({ PUBLIC_URL: 'play.example' })).toThrow(/PUBLIC_URL/);
  const config = readConfig({ SMTP_URL: 'smtps://u:p@mail.example', PUBLIC_URL: 'https://play.example/' });
  expect(config).toMatchObject({
    publicUrl: 'https://play.example',
    vapidSubject: 'https://play.example',
    mailFrom: 'Board game table <no-reply@play.example>',
    notifyAllowPrivate: false,
  });
  expect(readConfig({}).vapidSubject).toBe('mailto:operator@localhost');
});
