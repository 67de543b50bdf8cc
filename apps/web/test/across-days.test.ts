import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import type { SeatGrant } from '@sprawl/protocol';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * Play across days, in Chromium: a room made across days from the start
 * page, Your tables (your turn marked, time left, a seat the server no
 * longer knows forgotten, refreshed when the page regains focus), the time
 * left at the table and the choices the others get when it runs out, and a
 * seat opened on a second device by its one-time link, kept by the first
 * device until it revokes the second. Deadlines are made to pass by moving
 * them into the past in the database and asking the watcher to look.
 * Screenshots in test-artifacts/across-days/.
 */

jest.setTimeout(300_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'across-days');
const SEATS_KEY = 'sprawl.seats.v1';
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let web: WebServer;
let api: RoomsApi;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
/** Everything any page wrote to its console: no link code or token may be among it. */
const consoleText: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // The watcher looks only when the test asks it to (deadlines.poll()).
  web = await startWebServer({ botDelayMs: 20, deadlinePollMs: 3_600_000 });
  api = new RoomsApi(web.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await new Promise((r) => setTimeout(r, 500));
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

type Held = SeatGrant & { name: string };

/** A browser of its own; `seats` are put in its storage before its first page loads (and only then). */
async function newPage(viewport = DESK, seats: Held[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  if (seats.length > 0) {
    await context.addInitScript(
      ([key, held]) => {
        if (localStorage.getItem(key) === null)
          localStorage.setItem(key, JSON.stringify(Object.fromEntries(held.map((s) => [s.roomId, s]))));
      },
      [SEATS_KEY, seats] as const,
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    consoleText.push(m.text());
    if (/Content Security Policy/i.test(m.text())) pageErrors.push(m.text());
  });
  page.setDefaultTimeout(15_000);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

const storedSeats = (page: Page): Promise<Record<string, Held>> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Held>, SEATS_KEY);

/** Moves the match's deadlines into the past and lets the watcher find them. */
async function runOut(matchId: string): Promise<void> {
  await web.server.db.deadline.updateMany({ where: { matchId }, data: { dueAt: new Date(Date.now() - 1000) } });
  const fired = await web.server.deadlines.poll();
  expect(fired.length).toBeGreaterThan(0);
}

test("a room across days: made from the start page, listed in Your tables with your turn, its time at the table, and the others' choices when it runs out", async () => {
  // The create form: the turn clock belongs to live rooms only.
  const ada = await newPage();
  await ada.goto(web.url);
  await ada.fill('input[name=name]', 'Ada');
  await ada.fill('input[name=roomName]', 'Friday sprawl');
  expect(await ada.locator('input[name=clock]').count()).toBeGreaterThan(0);
  await ada.check('input[name=pace][value=days]');
  expect(await ada.locator('input[name=clock]').count()).toBe(0);
  await ada.check('input[name=moveHours][value="12"]');
  await shot(ada, '01-create-across-days');
  await ada.click('button[type=submit]');
  await ada.waitForSelector('[data-testid=invite-link]');
  expect(await ada.locator('[data-testid=pace-note]').innerText()).toContain('12 hours per move');
  const adaSeat = Object.values(await storedSeats(ada))[0];
  const room = await api.status(adaSeat.roomId, { token: adaSeat.token });
  expect(room).toMatchObject({
    name: 'Friday sprawl',
    pace: { kind: 'days', moveHours: 12, botOnExpiry: false },
    turnClockSeconds: null,
  });

  const grace = await api.join({ inviteCode: adaSeat.inviteCode, name: 'Grace' });
  const { matchId } = await api.start(adaSeat.roomId, adaSeat.token);
  const started = await api.status(adaSeat.roomId, { token: adaSeat.token });
  const deciding = started.seats.filter((s) => s.dueAt !== null).map((s) => s.index);
  expect(deciding).toContain(0);

  // Ada also sits in a live room still in its lobby, and holds a seat the server never made.
  const lobby = await api.createRoom({ game: started.game, seats: 2, name: 'Ada', roomName: 'Sunday live' });
  const bogus = { ...lobby, roomId: 'no-such-room', token: 'x'.repeat(43), name: 'Ada' };
  await ada.evaluate(
    ([key, extra]) => {
      const all = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      for (const s of extra) all[s.roomId] = s;
      localStorage.setItem(key, JSON.stringify(all));
    },
    [SEATS_KEY, [{ ...lobby, name: 'Ada' }, bogus]] as const,
  );

  await ada.goto(web.url);
  await ada.waitForSelector('[data-testid=your-table] >> nth=1');
  const rows = ada.locator('[data-testid=your-table]');
  expect(await rows.count()).toBe(2);
  // Waiting for you first, with the mark, the players, the time left on the move.
  const first = rows.nth(0);
  expect(await first.getAttribute('data-room')).toBe(adaSeat.roomId);
  expect(await first.locator('[data-testid=your-turn]').innerText()).toBe('Your turn');
  const firstText = await first.innerText();
  expect(firstText).toContain('Friday sprawl');
  expect(firstText).toContain('Grace');
  expect(firstText).toMatch(/across days, 12 h per move/);
  expect(await first.locator('[data-testid=time-left]').innerText()).toMatch(/^(11 h \d+ min|12 h) left$/);
  expect(await rows.nth(1).innerText()).toContain('In the lobby');
  expect(await rows.nth(1).locator('[data-testid=your-turn]').count()).toBe(0);
  // The seat the server does not know is forgotten.
  expect(Object.keys(await storedSeats(ada)).sort()).toEqual([adaSeat.roomId, lobby.roomId].sort());
  await shot(ada, '02-your-tables');

  // Coming back to the page asks again: Grace took the other seat of the lobby meanwhile.
  await api.join({ inviteCode: lobby.inviteCode, name: 'Grace' });
  await ada.waitForTimeout(3_100);
  await ada.evaluate(() => window.dispatchEvent(new Event('focus')));
  await ada.waitForFunction(() =>
    document.querySelectorAll('[data-testid=your-table]')[1]?.textContent?.includes('Grace'),
  );

  // At the table: whose move it is and the time left, for everyone.
  await first.locator('[data-action=open-table]').click();
  await ada.waitForSelector('[data-testid=days-bar]');
  expect(await ada.locator('[data-testid=days-bar] [data-seat="0"]').innerText()).toMatch(
    /^You\s+(11 h \d+ min|12 h) left/,
  );
  await shot(ada, '03-table-time-left');
  const graceSeat = { ...grace, name: 'Grace' };
  const gracePage = await newPage(DESK, [graceSeat]);
  await gracePage.goto(`${web.url}/room/${grace.roomId}`);
  await gracePage.waitForSelector('[data-testid=days-bar] [data-seat="0"] >> text=Ada');

  // Ada's time runs out: everyone sees it; Grace may give more time or let a bot play that turn, Ada may not.
  await runOut(matchId);
  await gracePage.waitForSelector('[data-testid=days-bar] [data-seat="0"] [data-testid=overdue]');
  await ada.waitForSelector('[data-testid=days-bar] [data-seat="0"] [data-testid=overdue]');
  expect(await ada.locator('[data-testid=days-bar] [data-seat="0"] [data-action=more-time]').count()).toBe(0);
  await shot(gracePage, '04-overdue-others-decide');
  await shot(ada, '05-overdue-seen-by-the-late-player');
  // In the People panel too.
  await gracePage.click('[data-testid=open-people]');
  await gracePage.waitForSelector('.players-panel li[data-seat="0"] [data-testid=overdue]');
  expect(await gracePage.locator('.players-panel li[data-seat="0"] [data-action=stand-in-turn]').count()).toBe(1);
  await gracePage.click('[data-testid=open-people]');

  const moreTime = '[data-testid=days-bar] [data-seat="0"] [data-action=more-time]';
  expect(await gracePage.locator(moreTime).getAttribute('title')).toBe(
    'Another 12 hours for this move (2 times left in this match)',
  );
  await gracePage.click(moreTime);
  await ada.waitForSelector('[data-testid=days-bar] [data-seat="0"] [data-testid=time-left]');
  expect(await ada.locator('[data-testid=days-bar] [data-seat="0"]').innerText()).toMatch(/(11 h \d+ min|12 h) left/);

  // More time twice in a match at most (issue 48): after the second, only the bot's turn is offered.
  await runOut(matchId);
  await gracePage.waitForSelector(`${moreTime}[title*="the last time"]`);
  await gracePage.click(moreTime);
  await ada.waitForSelector('[data-testid=days-bar] [data-seat="0"] [data-testid=time-left]');
  await runOut(matchId);
  await gracePage.waitForSelector('[data-testid=days-bar] [data-seat="0"] [data-action=stand-in-turn]');
  expect(await gracePage.locator(moreTime).count()).toBe(0);
  await shot(gracePage, '05b-more-time-spent');

  // Out of time again: this time Grace lets a bot make Ada's move; the seat stays Ada's.
  await gracePage.click('[data-testid=days-bar] [data-seat="0"] [data-action=stand-in-turn]');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const s = await api.status(adaSeat.roomId, { token: adaSeat.token });
    if (!s.seats[0].standIn && !s.seats[0].overdue && s.lastMoveAt !== null) {
      expect(s.seats[0].isBot).toBe(false);
      break;
    }
    if (Date.now() > deadline) throw new Error(`the bot did not play Ada's turn: ${JSON.stringify(s.seats[0])}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await ada.waitForFunction(
    () => !document.querySelector('[data-testid=days-bar] [data-seat="0"] [data-testid=overdue]'),
  );
  await shot(gracePage, '06-after-the-bot-played');

  // A finished match goes below, with its replay.
  await web.server.db.match.update({ where: { id: matchId }, data: { status: 'finished' } });
  await ada.goto(web.url);
  await ada.waitForSelector('.your-table-list.finished [data-testid=your-table]');
  const done = ada.locator('.your-table-list.finished [data-testid=your-table]');
  expect(await done.getAttribute('data-room')).toBe(adaSeat.roomId);
  expect(await done.locator('[data-action=replay]').getAttribute('href')).toBe(
    `/room/${adaSeat.roomId}/replay/${matchId}`,
  );
  expect(await done.locator('[data-testid=your-turn]').count()).toBe(0);
  await ada.setViewportSize(PHONE);
  await ada.waitForTimeout(100);
  expect(await ada.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(ada, '06b-your-tables-phone');

  expect(consoleText.join('\n')).not.toContain(adaSeat.token);
});

test('a seat opened on a second device: the link and its QR code, the phone gets the seat, the first device keeps it and revokes the phone, which is refused', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Two devices',
    pace: { kind: 'days', moveHours: 24 },
  });
  const grace = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  await api.start(host.roomId, host.token);

  // Grace's laptop: People, "Your seat on another device", a link.
  const laptop = await newPage(DESK, [{ ...grace, name: 'Grace' }]);
  await laptop.goto(`${web.url}/room/${grace.roomId}`);
  await laptop.waitForFunction(() => window.__table?.snapshot().seat === 1);
  await laptop.click('[data-testid=open-people]');
  await laptop.click('[data-action=seat-elsewhere]');
  await laptop.click('[data-action=device-link]');
  const url = await laptop.inputValue('[data-testid=device-link-url]');
  expect(url).toMatch(new RegExp(`^${web.url}/device#[A-Za-z0-9_-]{20,}$`));
  const code = url.split('#')[1];
  // The QR code is drawn in the page: an SVG path of some hundreds of modules, no image fetched.
  const qr = await laptop.locator('svg.qr-code path').getAttribute('d');
  expect((qr ?? '').length).toBeGreaterThan(500);
  expect(await laptop.locator('[data-testid=device-link]').innerText()).toMatch(
    /Do not share it[\s\S]*expires in 24 hours/,
  );
  await shot(laptop, '07-device-link');

  // The phone opens the link: the code leaves the address bar, the seat opens here with a key of its own.
  const phone = await newPage(PHONE);
  await phone.goto(url);
  await phone.waitForSelector('[data-action=claim-device]');
  expect(await phone.evaluate(() => location.hash)).toBe('');
  expect(await phone.inputValue('[data-testid=device-name]')).toBe('Phone');
  await shot(phone, '08-device-claim');
  // A blank name is asked for, not quietly replaced.
  await phone.fill('[data-testid=device-name]', '  ');
  await phone.click('[data-action=claim-device]');
  await phone.waitForSelector('[role=alert] >> text=Give this device a name');
  await phone.fill('[data-testid=device-name]', 'Phone');
  await phone.click('[data-action=claim-device]');
  await phone.waitForFunction(
    () => window.__table?.snapshot().seat === 1 && window.__table?.snapshot().connected === true,
  );
  expect(await phone.evaluate(() => location.pathname + location.hash)).toBe(`/room/${grace.roomId}`);
  const onPhone = (await storedSeats(phone))[grace.roomId];
  expect(onPhone).toMatchObject({ roomId: grace.roomId, seat: 1, name: 'Grace' });
  expect(onPhone.token).not.toBe(grace.token);
  await shot(phone, '09-phone-at-the-table');
  // The phone plays the seat but does not manage it: it makes no link and revokes nothing.
  await phone.click('[data-testid=open-people]');
  await phone.click('[data-action=seat-elsewhere]');
  await phone.waitForSelector('[data-testid=not-seat-owner]');
  // It lists every device of the seat, the one that took it first.
  await phone.waitForSelector('[data-testid=seat-devices] li[data-device-main] >> text=The device that took the seat');
  await phone.waitForSelector('[data-testid=seat-devices] li[data-device="Phone"] >> text=this device');
  expect(await phone.locator('[data-action=forget-device]').count()).toBe(1);
  expect(
    await phone.locator('[data-action=device-link], [data-action=revoke-device], [data-action=revoke-others]').count(),
  ).toBe(0);
  await shot(phone, '09-phone-not-owner');
  // A link opens once.
  const again = await newPage(PHONE);
  await again.goto(url);
  await again.click('[data-action=claim-device]');
  await again.waitForSelector('[role=alert] >> text=already used');

  // The laptop sees the phone among its devices and revokes it; it keeps the seat itself.
  await laptop.waitForSelector('[data-testid=seat-devices] li[data-device="Phone"]');
  // The link shown is spent: it goes away.
  await laptop.waitForSelector('[data-testid=device-link-note] >> text=The link was used');
  expect(await laptop.locator('[data-testid=device-link]').count()).toBe(0);
  await shot(laptop, '10-devices');
  await laptop.click('[data-testid=seat-devices] li[data-device="Phone"] [data-action=revoke-device]');
  // Revoking asks first.
  await laptop.waitForSelector('[data-testid=seat-devices] >> text=It loses your seat at once');
  expect(await api.status(grace.roomId, { token: onPhone.token })).toBeTruthy();
  await laptop.click('[data-testid=seat-devices] li[data-device="Phone"] [data-action=confirm]');
  await phone.waitForSelector('text=Cannot open this room');
  expect(await phone.locator('[role=alert]').innerText()).toMatch(/no longer holds the seat/);
  await shot(phone, '11-phone-revoked');
  await expect(api.status(grace.roomId, { token: onPhone.token })).rejects.toMatchObject({ code: 'bad_token' });
  expect(await laptop.evaluate(() => window.__table?.snapshot().connected)).toBe(true);
  expect((await api.status(grace.roomId, { token: grace.token })).seats[1].name).toBe('Grace');
  expect(await laptop.locator('[data-testid=seat-devices]').innerText()).toContain('open on this device only');
  // The note about the used link went with the phone: it no longer describes the seat.
  expect(await laptop.locator('[data-testid=device-link-note]').count()).toBe(0);

  // Two more devices, revoked together in one step.
  for (const label of ['Tablet', 'Watch']) {
    await laptop.click('[data-action=device-link]');
    const next = (await laptop.inputValue('[data-testid=device-link-url]')).split('#')[1];
    await api.claimDevice(next, label);
    await laptop.waitForSelector(`[data-testid=seat-devices] li[data-device="${label}"]`);
  }
  await laptop.click('[data-action=revoke-others]');
  await laptop.click('[data-testid=seat-devices] [data-action=confirm]');
  await laptop.waitForFunction(() => !document.querySelector('[data-testid=seat-devices] li[data-device]'));
  expect(await laptop.locator('[data-testid=seat-devices]').innerText()).toContain('open on this device only');

  // Unused links can be revoked too.
  await laptop.click('[data-action=device-link]');
  await laptop.waitForSelector('[data-action=revoke-links]');
  const unused = (await laptop.inputValue('[data-testid=device-link-url]')).split('#')[1];
  await laptop.click('[data-action=revoke-links]');
  await laptop.waitForFunction(() => !document.querySelector('[data-action=revoke-links]'));
  await laptop.waitForSelector('[data-testid=device-link-note] >> text=The link was revoked');
  await expect(api.claimDevice(unused)).rejects.toMatchObject({ code: 'bad_link' });
  // A link left unused until it expires is called expired, not revoked.
  await laptop.click('[data-action=device-link]');
  await laptop.waitForSelector('[data-action=revoke-links]');
  await web.server.db.deviceLink.updateMany({
    where: { roomId: grace.roomId },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  await laptop.waitForSelector('[data-testid=device-link-note] >> text=The link expired unused');

  // A further device forgets the seat for itself: it goes to the start page, its key fails, the laptop keeps the seat.
  const tabletLink = await api.deviceLink(grace.roomId, grace.token);
  const tablet = await newPage(PHONE);
  await tablet.goto(`${web.url}${tabletLink.path}`);
  await tablet.click('[data-action=claim-device]');
  await tablet.waitForFunction(() => window.__table?.snapshot().connected === true);
  const onTablet = (await storedSeats(tablet))[grace.roomId];
  await tablet.click('[data-testid=open-people]');
  await tablet.click('[data-action=seat-elsewhere]');
  await tablet.click('[data-action=forget-device]');
  await shot(tablet, '12-forget-ask');
  await tablet.click('[data-testid=seat-devices] [data-action=confirm]');
  await tablet.waitForFunction(() => location.pathname === '/');
  expect((await storedSeats(tablet))[grace.roomId]).toBeUndefined();
  await expect(api.status(grace.roomId, { token: onTablet.token })).rejects.toMatchObject({ code: 'bad_token' });
  expect((await api.status(grace.roomId, { token: grace.token })).seats[1].name).toBe('Grace');

  // Neither the code nor a token reached any console.
  const logged = consoleText.join('\n');
  for (const secret of [code, unused, grace.token, onPhone.token, onTablet.token]) expect(logged).not.toContain(secret);
});

test('a link shown is taken away once a device comes through it, even before the list has seen it wait, and never by a list asked before it was made', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    pace: { kind: 'days', moveHours: 24 },
  });
  const grace = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  await api.start(host.roomId, host.token);
  const laptop = await newPage(DESK, [{ ...grace, name: 'Grace' }]);
  await laptop.goto(`${web.url}/room/${grace.roomId}`);
  await laptop.waitForFunction(() => window.__table?.snapshot().seat === 1);
  await laptop.click('[data-testid=open-people]');
  await laptop.click('[data-action=seat-elsewhere]');
  await laptop.waitForSelector('[data-action=device-link]');

  // Answers reach the page only when the test lets them go; the server reads each one when it is asked
  // (`readAt: 'asked'`) or only when it is let go (`'released'`: after whatever the test did meanwhile).
  const held: (() => Promise<void>)[] = [];
  const hold = (pattern: string, readAt: 'asked' | 'released') =>
    laptop.route(pattern, async (route) => {
      if (readAt === 'released') return void held.push(async () => route.fulfill({ response: await route.fetch() }));
      const answer = await route.fetch();
      held.push(() => route.fulfill({ response: answer }));
    });
  const release = async () => {
    while (held.length > 0) await held.shift()!();
  };
  /** Waits until the page has asked `n` held questions. */
  const asked = async (n: number) => {
    for (let i = 0; held.length < n; i++) {
      if (i > 300) throw new Error(`the page asked ${held.length} of ${n} questions`);
      await laptop.waitForTimeout(50);
    }
  };

  await hold(`**/api/rooms/${grace.roomId}/devices`, 'released');
  for (const label of ['Tablet', 'Watch']) {
    await laptop.click('[data-action=device-link]');
    const code = (await laptop.inputValue('[data-testid=device-link-url]')).split('#')[1];
    // The device comes through the link before the list asked after the link was made has answered.
    await api.claimDevice(code, label);
    await asked(1);
    await release();
    await laptop.waitForSelector('[data-testid=device-link-note] >> text=The link was used');
    await laptop.waitForSelector(`[data-testid=seat-devices] li[data-device="${label}"]`);
  }
  await laptop.unroute(`**/api/rooms/${grace.roomId}/devices`);

  // A revoke asked before a new link was made answers after it is shown: it says nothing about that link.
  await hold(`**/api/rooms/${grace.roomId}/devices/revoke`, 'asked');
  await laptop.click('[data-testid=seat-devices] li[data-device="Tablet"] [data-action=revoke-device]');
  await laptop.click('[data-testid=seat-devices] li[data-device="Tablet"] [data-action=confirm]');
  await asked(1);
  await laptop.click('[data-action=device-link]');
  await laptop.waitForSelector('[data-testid=device-link]');
  await release();
  await laptop.waitForFunction(() => !document.querySelector('[data-testid=seat-devices] li[data-device="Tablet"]'));
  expect(await laptop.locator('[data-testid=device-link]').count()).toBe(1);
  expect(await laptop.locator('[data-testid=device-link-note]').count()).toBe(0);
});
