import { Pool } from 'pg';
import { forgetDevices } from '../src/rooms/devices/devices';
import { takeSeat } from '../src/rooms/room-rows';
import { hashToken, newToken } from '../src/security/tokens';
import { refusal, startTestServer, type TestServer } from './harness';
import { RawClient } from './raw-client';

jest.setTimeout(120_000);

/**
 * A seat belongs to its player (issue 48): a device link opens only the seat
 * of the holder who made it, a revoked device keeps no socket at the table
 * however its hellos race the revoke, only the device that took a seat
 * manages the others, and the list of devices is a read that never waits
 * for the room's lock. Races are fired at once, many times.
 */
let t: TestServer;
let pool: Pool;
beforeAll(async () => {
  t = await startTestServer();
  pool = new Pool({ connectionString: t.databaseUrl, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await t.stop();
});

async function lobby() {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ada' });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  return { host, guest };
}

async function playing() {
  const { host, guest } = await lobby();
  await t.api.addBot(host.roomId, host.token, 2);
  await t.api.start(host.roomId, host.token);
  return { host, guest };
}

/** Holds the room's row locked in a transaction of the test's own, as a change to the room would, until `release`. */
async function holdRoomLock(roomId: string) {
  const tx = await pool.connect();
  await tx.query('BEGIN');
  await tx.query('SELECT 1 FROM rooms WHERE id = $1 FOR UPDATE', [roomId]);
  return {
    tx,
    release: async () => {
      await tx.query('COMMIT');
      tx.release();
    },
  };
}

describe('a device link belongs to the seat holder who made it', () => {
  test('a claim that waits for the room while the seat changes hands opens nothing', async () => {
    const { host, guest } = await lobby();
    const link = await t.api.deviceLink(host.roomId, guest.token);
    // Grace leaves and a newcomer sits in her seat, in one change holding the room's lock, while the claim arrives.
    const lock = await holdRoomLock(host.roomId);
    const claim = refusal(t.api.claimDevice(link.code, 'Phone')).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 300));
    await forgetDevices(lock.tx, host.roomId, guest.seat);
    await takeSeat(lock.tx, host.roomId, guest.seat, 'Newcomer', hashToken(newToken()));
    await lock.release();
    expect(await claim).toMatchObject({ code: 'bad_link' });
  });

  test('a link whose maker no longer holds the seat opens nothing, even if it was not deleted', async () => {
    const { host, guest } = await lobby();
    const link = await t.api.deviceLink(host.roomId, guest.token);
    // The seat has another holder now, through a change that forgot the seat's links.
    await pool.query('UPDATE seats SET token_hash = $3 WHERE room_id = $1 AND index = $2', [
      host.roomId,
      guest.seat,
      hashToken(newToken()),
    ]);
    expect(await refusal(t.api.claimDevice(link.code, 'Phone'))).toMatchObject({ code: 'bad_link' });
  });

  test('claim, leave and join fired at once, 30 times: the link never opens the newcomer seat', async () => {
    for (let round = 0; round < 30; round++) {
      const { host, guest } = await lobby();
      const link = await t.api.deviceLink(host.roomId, guest.token);
      const [claim, , join] = await Promise.allSettled([
        t.api.claimDevice(link.code, 'Phone'),
        t.api.leave(host.roomId, guest.token),
        t.api.join({ inviteCode: host.inviteCode, name: `New${round}` }),
      ]);
      if (claim.status !== 'fulfilled') continue;
      const newcomer = join.status === 'fulfilled' ? join.value : null;
      // Whatever order they ran in, Grace left: a device she opened holds no seat, the newcomer's least of all.
      expect(await refusal(t.api.status(host.roomId, { token: claim.value.token }))).toMatchObject({
        code: 'bad_token',
      });
      if (newcomer) {
        const list = await t.api.devices(host.roomId, newcomer.token);
        expect(list.devices).toEqual([]);
      }
    }
  });
});

describe('a revoked device keeps no seat', () => {
  test('hellos every 2 ms while the owner revokes, 30 times: no socket of the device holds the seat afterwards', async () => {
    const { host, guest } = await playing();
    for (let round = 0; round < 30; round++) {
      const phone = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Phone');
      const [device] = (await t.api.devices(host.roomId, guest.token)).devices;
      const sockets: RawClient[] = [];
      let hellos = true;
      const helloing = (async () => {
        while (hellos) {
          const c = await RawClient.open(t.wsUrl);
          sockets.push(c);
          c.send({ type: 'hello', v: 2, roomId: host.roomId, token: phone.token });
          await new Promise((r) => setTimeout(r, 2));
        }
      })();
      await new Promise((r) => setTimeout(r, 5 + (round % 6) * 4));
      await t.api.revokeDevice(host.roomId, guest.token, device.id);
      await new Promise((r) => setTimeout(r, 20));
      hellos = false;
      await helloing;
      // Every hello has been answered (welcomed or refused) and every revoked socket closed.
      await new Promise((r) => setTimeout(r, 400));
      const kept = sockets.filter((c) => !c.closed && c.received.some((m) => m.type === 'welcome'));
      for (const c of sockets) c.ws.close();
      expect(kept.length).toBe(0);
    }
  });
});

describe('a seat has one owner: the device that took it', () => {
  test('another device can neither make links nor revoke; the owner revokes every other device and link at once', async () => {
    const { host, guest } = await playing();
    const phoneLink = await t.api.deviceLink(host.roomId, guest.token);
    const phone = await t.api.claimDevice(phoneLink.code, 'Phone');
    const tablet = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Tablet');
    const waiting = await t.api.deviceLink(host.roomId, guest.token);
    // A link is named in the list while it waits, and the device it opened carries its name (the code never shows).
    const listed = await t.api.devices(host.roomId, guest.token);
    expect(listed.pendingLinkIds).toEqual([waiting.id]);
    expect(listed.devices.find((d) => d.label === 'Phone')?.id).toBe(phoneLink.id);
    expect(JSON.stringify(listed)).not.toContain(waiting.code);

    expect(await refusal(t.api.deviceLink(host.roomId, phone.token))).toMatchObject({
      code: 'not_seat_owner',
      status: 403,
    });
    const seen = await t.api.devices(host.roomId, phone.token);
    expect(seen.firstDevice).toBe(false);
    const tabletId = seen.devices.find((d) => d.label === 'Tablet')?.id as string;
    for (const device of [tabletId, 'links', 'others'])
      expect(await refusal(t.api.revokeDevice(host.roomId, phone.token, device))).toMatchObject({
        code: 'not_seat_owner',
      });

    const onPhone = await RawClient.open(t.wsUrl);
    onPhone.send({ type: 'hello', v: 2, roomId: host.roomId, token: phone.token });
    await onPhone.next('welcome');
    const told = onPhone.next('rejected', (m) => m.code === 'revoked');
    const after = await t.api.revokeDevice(host.roomId, guest.token, 'others');
    expect(after).toMatchObject({ devices: [], pendingLinks: 0, pendingLinkIds: [], firstDevice: true });
    await told;
    for (const device of [phone, tablet])
      expect(await refusal(t.api.status(host.roomId, { token: device.token }))).toMatchObject({ code: 'bad_token' });
    // The owner keeps the seat, and "others" with none left is no error.
    expect((await t.api.revokeDevice(host.roomId, guest.token, 'others')).devices).toEqual([]);
    expect((await t.api.status(host.roomId, { token: guest.token })).seats[guest.seat].name).toBe('Grace');
  });
});

describe("a further device plays the seat; the room and the seat are managed from the seat's own device", () => {
  /** A 3-seat lobby whose host and guest have each opened their seat on a phone. */
  async function withPhones() {
    const { host, guest } = await lobby();
    const hostPhone = await t.api.claimDevice((await t.api.deviceLink(host.roomId, host.token)).code, 'Phone');
    const guestPhone = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Phone');
    return { host, guest, hostPhone, guestPhone };
  }

  // Each management route, asked with a token: the refusal a further device gets, or the owner's answer.
  const management: [string, (roomId: string, token: string, guestSeat: number) => Promise<unknown>][] = [
    ['new invitation', (roomId, token) => t.api.rotateInvite(roomId, token)],
    ['free another seat', (roomId, token, guestSeat) => t.api.removeSeat(roomId, token, guestSeat)],
    ['seat a bot', (roomId, token) => t.api.addBot(roomId, token, 2)],
    ['spectator chat', (roomId, token) => t.api.spectatorChat(roomId, token, false)],
    ['webhook', (roomId, token) => t.api.setWebhook(roomId, token, null)],
  ];

  test.each(management)("%s: refused to the host's further device, done from the host's own", async (_, ask) => {
    const { host, guest, hostPhone } = await withPhones();
    const before = await t.api.status(host.roomId, { token: host.token });
    const refused = await refusal(ask(host.roomId, hostPhone.token, guest.seat));
    expect(refused).toMatchObject({ code: 'not_seat_owner', status: 403 });
    expect(refused.message).toMatch(/device that took this seat/);
    // Nothing changed: the same invitation, the same seats, the same spectator rule.
    const unchanged = await t.api.status(host.roomId, { token: host.token });
    expect(unchanged.inviteCode).toBe(before.inviteCode);
    expect(unchanged.seats).toEqual(before.seats);
    expect(unchanged.spectatorChat).toBe(before.spectatorChat);
    await ask(host.roomId, host.token, guest.seat);
  });

  test("asking a spectator to leave: refused to the host's further device, not to the host's own", async () => {
    const { host, hostPhone } = await withPhones();
    expect(await refusal(t.api.removeSpectator(host.roomId, hostPhone.token, 1))).toMatchObject({
      code: 'not_seat_owner',
    });
    // The host's own device gets past the rule (there is nobody watching to ask).
    expect(await refusal(t.api.removeSpectator(host.roomId, host.token, 1))).toMatchObject({ code: 'no_spectator' });
  });

  test("the seat is renamed from its own device only; a guest's device asking a host action is told it is not the host", async () => {
    const { host, guest, guestPhone } = await withPhones();
    expect(await refusal(t.api.rename(host.roomId, guestPhone.token, 'Thief'))).toMatchObject({
      code: 'not_seat_owner',
    });
    expect((await t.api.rename(host.roomId, guest.token, 'Grace H')).seats[guest.seat].name).toBe('Grace H');
    expect(await refusal(t.api.rotateInvite(host.roomId, guestPhone.token))).toMatchObject({ code: 'not_host' });
  });

  test('a further device is not offered the webhook, and starts the match and chats as the seat', async () => {
    const { host, guest, hostPhone, guestPhone } = await withPhones();
    expect((await t.api.notifySettings(host.roomId, host.token)).webhook.canChange).toBe(true);
    expect((await t.api.notifySettings(host.roomId, hostPhone.token)).webhook.canChange).toBe(false);
    await t.api.addBot(host.roomId, host.token, 2);
    await t.api.start(host.roomId, hostPhone.token);
    const onPhone = await RawClient.open(t.wsUrl);
    onPhone.send({ type: 'hello', v: 2, roomId: host.roomId, token: guestPhone.token });
    await onPhone.next('welcome');
    onPhone.send({ type: 'chat', text: 'hello from the phone' });
    await onPhone.next('chat', (m) => JSON.stringify(m).includes('hello from the phone'));
    onPhone.ws.close();
    expect((await t.api.status(host.roomId, { token: guest.token })).seats[guest.seat].name).toBe('Grace');
  });
});

describe('a seat given up keeps no socket', () => {
  /** A socket that said hello with `token` and was welcomed. */
  async function seatedSocket(server: TestServer, roomId: string, token: string): Promise<RawClient> {
    const c = await RawClient.open(server.wsUrl);
    c.send({ type: 'hello', v: 2, roomId, token });
    await c.next('welcome');
    return c;
  }

  test("leaving closes the player's sockets, own and device, and a newcomer in the seat is nobody else's, 20 times", async () => {
    for (let round = 0; round < 20; round++) {
      const { host, guest } = await lobby();
      const phone = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Phone');
      const own = await seatedSocket(t, host.roomId, guest.token);
      const onPhone = await seatedSocket(t, host.roomId, phone.token);
      const told = Promise.all([own, onPhone].map((c) => c.next('rejected', (m) => m.code === 'seat_lost')));
      const [, newcomer] = await Promise.all([
        t.api.leave(host.roomId, guest.token),
        (async () => {
          await new Promise((r) => setTimeout(r, round % 5));
          return t.api.join({ inviteCode: host.inviteCode, name: `New${round}` }).catch(() => null);
        })(),
      ]);
      await told;
      await new Promise((r) => setTimeout(r, 50));
      expect([own.closed, onPhone.closed]).toEqual([true, true]);
      // Whoever sits there now holds it alone: the old sockets are closed, the newcomer's token opens its seat.
      if (newcomer)
        expect((await t.api.status(host.roomId, { token: newcomer.token })).seats[newcomer.seat].name).toBe(
          `New${round}`,
        );
      own.ws.close();
      onPhone.ws.close();
    }
  });

  /** The match state the socket was sent (it may have come with its welcome). */
  async function stateOf(c: RawClient) {
    const had = c.received.find((m) => m.type === 'state');
    return had?.type === 'state' ? had : c.next('state');
  }

  test.each(['own', 'device'])(
    'the attack replayed (%s socket): a socket open before the leave neither chats, moves nor sees the hand of the newcomer in that seat, 10 times',
    async (via) => {
      for (let round = 0; round < 10; round++) {
        const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
        const a = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
        const key =
          via === 'own'
            ? a.token
            : (await t.api.claimDevice((await t.api.deviceLink(host.roomId, a.token)).code, 'Phone')).token;
        const stale = await seatedSocket(t, host.roomId, key);
        const seenBefore = stale.received.length;
        // As the attack did: leave, then at once a newcomer takes the only free seat, and the host starts.
        await t.api.leave(host.roomId, a.token);
        const newcomer = await t.api.join({ inviteCode: host.inviteCode, name: `New${round}` });
        expect(newcomer.seat).toBe(a.seat);
        await t.api.start(host.roomId, host.token);
        const onNew = await seatedSocket(t, host.roomId, newcomer.token);
        const state = await stateOf(onNew);
        if (stale.ws.readyState === stale.ws.OPEN) {
          stale.send({ type: 'chat', text: `stale ${round}` });
          stale.send({
            type: 'action',
            clientSeq: state.nextClientSeq,
            version: state.version,
            action: state.legal[0],
          });
        }
        await new Promise((r) => setTimeout(r, 300));
        // The stale socket saw nothing of the match, said nothing and moved for nobody; the newcomer's seat is its own.
        expect(stale.received.slice(seenBefore).filter((m) => m.type === 'state' || m.type === 'patch')).toEqual([]);
        expect(JSON.stringify(onNew.received)).not.toContain(`stale ${round}`);
        expect(onNew.received.filter((m) => m.type === 'patch')).toEqual([]);
        expect(stale.closed).toBe(true);
        stale.ws.close();
        onNew.ws.close();
      }
    },
  );

  test('a device cannot give up the seat it plays: the owner keeps it', async () => {
    const { host, guest } = await lobby();
    const phone = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Phone');
    expect(await refusal(t.api.leave(host.roomId, phone.token))).toMatchObject({ code: 'not_seat_owner', status: 403 });
    expect((await t.api.status(host.roomId, { token: guest.token })).seats[guest.seat].name).toBe('Grace');
  });

  test('a seat left through another process closes its sockets here', async () => {
    const a = await startTestServer({ databaseUrl: t.databaseUrl, config: { fanout: true } });
    const b = await startTestServer({ databaseUrl: t.databaseUrl, config: { fanout: true } });
    try {
      const host = await a.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ada' });
      const guest = await a.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
      const onB = await seatedSocket(b, host.roomId, guest.token);
      const told = onB.next('rejected', (m) => m.code === 'seat_lost', 10_000);
      await a.api.leave(host.roomId, guest.token);
      await told;
      const freedOnA = await a.api.join({ inviteCode: host.inviteCode, name: 'Newcomer' });
      const onB2 = await seatedSocket(b, host.roomId, freedOnA.token);
      const lost = onB2.next('rejected', (m) => m.code === 'removed' || m.code === 'seat_lost', 10_000);
      await a.api.removeSeat(host.roomId, host.token, freedOnA.seat);
      await lost;
      onB.ws.close();
      onB2.ws.close();
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

describe('a device gives up its own key', () => {
  test('a further device forgets the seat: its token and sockets fail at once, the others keep it; the first device cannot', async () => {
    const { host, guest } = await playing();
    const phone = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Phone');
    const tablet = await t.api.claimDevice((await t.api.deviceLink(host.roomId, guest.token)).code, 'Tablet');
    const onPhone = await RawClient.open(t.wsUrl);
    onPhone.send({ type: 'hello', v: 2, roomId: host.roomId, token: phone.token });
    await onPhone.next('welcome');
    const told = onPhone.next('rejected', (m) => m.code === 'revoked');
    expect(await t.api.forgetDevice(host.roomId, phone.token)).toEqual({ forgotten: true });
    await told;
    expect(await refusal(t.api.status(host.roomId, { token: phone.token }))).toMatchObject({ code: 'bad_token' });
    expect(await refusal(t.api.forgetDevice(host.roomId, phone.token))).toMatchObject({ code: 'bad_token' });
    expect((await t.api.devices(host.roomId, tablet.token)).devices.map((d) => d.label)).toEqual(['Tablet']);
    expect(await refusal(t.api.forgetDevice(host.roomId, guest.token))).toMatchObject({
      code: 'main_device',
      status: 409,
    });
    const list = await t.api.devices(host.roomId, guest.token);
    // The first device is listed apart, with when it took the seat.
    expect(Math.abs(Date.parse(list.mainSince as string) - Date.now())).toBeLessThan(60_000);
  });
});

describe('the list of devices', () => {
  test("is answered while a change holds the room's lock", async () => {
    const { host, guest } = await lobby();
    const lock = await holdRoomLock(host.roomId);
    try {
      const started = Date.now();
      const list = await t.api.devices(host.roomId, guest.token);
      expect(list.firstDevice).toBe(true);
      // Well under the 3 s a change waits for the room's lock.
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await lock.release();
    }
  });

  test('is rate limited per address', async () => {
    const limited = await startTestServer({
      databaseUrl: t.databaseUrl,
      config: { tablesBurst: 5, tablesRatePerSecond: 0.5 },
    });
    try {
      const host = await limited.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, () => limited.api.devices(host.roomId, host.token)),
      );
      const refused = answers.filter((a) => a.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect(await refusal(Promise.reject(r.reason))).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.stop();
    }
  });
});
