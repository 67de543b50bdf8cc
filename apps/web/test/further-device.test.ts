import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import type { SeatGrant } from '@sprawl/protocol';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * A further device of the host's seat (opened from a device link) plays the
 * seat but is not offered the room's management: no new invitation, no bot,
 * no freeing a seat, no spectator chat switch, no rename or leave, in the
 * lobby and in the People panel at the table, while the host's own device
 * has them all. A device stored before the mark was kept learns it from its
 * list of devices. Screenshots in test-artifacts/further-device/.
 */

jest.setTimeout(300_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'further-device');
const SEATS_KEY = 'sprawl.seats.v1';
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The controls managing the room or the seat, in the lobby and in the People panel. */
const MANAGING = [
  '[data-action=rotate-invite]',
  '[data-action=add-bot]',
  '[data-action=remove-seat]',
  '[data-testid=spectator-chat]',
  '[data-action=rename]',
  '[data-action=leave]',
].join(', ');

let web: WebServer;
let api: RoomsApi;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // A match left alone a moment is ended by the abandonment rule when a test sweeps (never by itself here).
  web = await startWebServer({ botDelayMs: 20, abandonAfterHours: 0.0001 });
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

type Held = SeatGrant & { name: string; furtherDevice?: boolean };

/** A browser of its own, with `seats` in its storage before its first page loads. */
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
  page.setDefaultTimeout(15_000);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

const storedSeats = (page: Page): Promise<Record<string, Held>> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Held>, SEATS_KEY);

/** The page has settled: the room shown and no request for the list of devices still on its way. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test("the host's further device is not offered the room's management, in the lobby and at the table; the host's own device is", async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ada' });
  const grace = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });

  const laptop = await newPage(DESK, [{ ...host, name: 'Ada' }]);
  await laptop.goto(`${web.url}/room/${host.roomId}`);
  for (const own of ['rotate-invite', 'add-bot', 'remove-seat', 'rename', 'leave'])
    await laptop.waitForSelector(`[data-action=${own}]`);
  await laptop.waitForSelector('[data-testid=spectator-chat]');

  // The phone opens the host's seat through a device link, as a player would.
  const link = await api.deviceLink(host.roomId, host.token);
  const phone = await newPage(PHONE);
  await phone.goto(`${web.url}/device#${link.code}`);
  await phone.click('[data-action=claim-device]');
  await phone.waitForSelector('[data-testid=invite-link]');
  await settled(phone);
  expect(await phone.locator(MANAGING).count()).toBe(0);
  // It plays the seat: the host's Start is there.
  expect(await phone.locator('[data-action=start]').count()).toBe(1);
  await shot(phone, '01-phone-lobby');

  // A device stored before the mark was kept asks its list once, and the controls go.
  const tablet = await api.claimDevice((await api.deviceLink(host.roomId, host.token)).code, 'Tablet');
  const older = await newPage(DESK, [{ ...tablet, inviteCode: host.inviteCode, invitePath: '', name: 'Ada' }]);
  await older.goto(`${web.url}/room/${host.roomId}`);
  await older.waitForSelector('[data-testid=invite-link]');
  await older.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, MANAGING);
  expect((await storedSeats(older))[host.roomId].furtherDevice).toBe(true);
  expect((await storedSeats(laptop))[host.roomId].furtherDevice).toBe(false);

  // At the table: the People panel of the phone has no host settings; the laptop's has them.
  await api.addBot(host.roomId, host.token, 2);
  await api.start(host.roomId, host.token);
  expect(grace.seat).toBe(1);
  for (const page of [laptop, phone]) {
    await page.waitForFunction(() => window.__table?.snapshot().seat === 0);
    await page.click('[data-testid=open-people]');
  }
  await laptop.waitForSelector('.players-panel [data-action=rotate-invite]');
  await laptop.waitForSelector('.players-panel [data-testid=spectator-chat]');
  await phone.waitForSelector('.players-panel');
  await settled(phone);
  expect(await phone.locator('.players-panel').locator(MANAGING).count()).toBe(0);
  await shot(phone, '02-phone-people');
  await shot(laptop, '03-laptop-people');

  // The same in Italian.
  for (const page of [laptop, phone]) {
    await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'it' && window.__table?.snapshot().seat === 0);
    if ((await page.locator('.players-panel').count()) === 0) await page.click('[data-testid=open-people]');
  }
  await laptop.waitForSelector('.players-panel [data-action=rotate-invite]');
  await phone.waitForSelector('.players-panel');
  await settled(phone);
  expect(await phone.locator('.players-panel').locator(MANAGING).count()).toBe(0);
  await shot(phone, '04-phone-people-it');
  await shot(laptop, '05-laptop-people-it');
});

test('after the match a further device may play again but is not offered leaving the table; the device that took the seat is', async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
  await api.addBot(host.roomId, host.token, 1);
  const laptop = await newPage(DESK, [{ ...host, name: 'Ada' }]);
  const link = await api.deviceLink(host.roomId, host.token);
  const phone = await newPage(PHONE);
  await phone.goto(`${web.url}/device#${link.code}`);
  await phone.click('[data-action=claim-device]');
  await phone.waitForSelector('[data-testid=invite-link]');
  await api.start(host.roomId, host.token);
  await laptop.goto(`${web.url}/room/${host.roomId}`);
  for (const page of [laptop, phone]) await page.waitForFunction(() => window.__table?.snapshot().seat === 0);
  // Nobody moves for a moment: the abandonment rule ends the match, and the rematch bar comes. The server's own
  // sweep, 10 s after it started, may come first: then this one finds nothing, and the bar says it is over.
  const over = async () =>
    (await web.server.matches.sweepAbandoned()).length > 0 ||
    (await laptop.locator('[data-action=rematch]').count()) > 0;
  while (!(await over())) await new Promise((r) => setTimeout(r, 400));
  for (const page of [laptop, phone]) await page.waitForSelector('[data-action=rematch]');
  await settled(phone);
  expect(await phone.locator('[data-action=leave-table]').count()).toBe(0);
  expect(await laptop.locator('[data-action=leave-table]').count()).toBe(1);
  await shot(phone, '06-phone-rematch');
});
