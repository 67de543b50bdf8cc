import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import type { SeatGrant } from '@sprawl/protocol';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * Life around the table, in Chromium: names, renames and seats in the lobby,
 * chat (shown as text, kept with the match and shown in its replay at its
 * step), spectators sent away, an absent player's seat handed to a bot by
 * another player after a visible countdown, the turn in the tab's title, and
 * a rematch with the same seats. Screenshots at 1280×800 and 390×844 in
 * test-artifacts/table-life/.
 */

jest.setTimeout(300_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'table-life');
const GRACE_SECONDS = 3;
let web: WebServer;
let api: RoomsApi;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  web = await startWebServer({ botDelayMs: 20, graceSeconds: GRACE_SECONDS });
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

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

async function newPage(
  viewport = DESK,
  seat?: SeatGrant & { name: string },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  if (seat) {
    await context.addInitScript((s) => {
      localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s }));
    }, seat);
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('dialog', (d) => void d.dismiss());
  page.setDefaultTimeout(15_000);
  return { page, context };
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

async function both(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1280x800`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
  // On failure, the widest offender says where the sideways scroll comes from.
  const sideways = await page.evaluate(() => {
    const over = document.scrollingElement!.scrollWidth - window.innerWidth;
    if (over <= 0) return 0;
    const wide = Array.from(document.querySelectorAll('body *')).filter(
      (e) => e.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return `${over}px, e.g. ${wide
      .slice(0, 3)
      .map((e) => `<${e.tagName.toLowerCase()} class="${e.className}">${(e.textContent ?? '').slice(0, 40)}`)
      .join(' / ')}`;
  });
  expect(sideways).toBe(0);
  await shot(page, `${name}-390x844`);
  await page.setViewportSize(DESK);
}

test('lobby: a taken name is refused, rename, chat as text, a spectator sent away, a seat freed by the host', async () => {
  const { page: ada } = await newPage();
  await ada.goto(web.url);
  await ada.getByLabel('Your name').fill('Ada');
  await ada.getByLabel('Hush Auction').check();
  await ada.locator('input[name=seats][value="3"]').check();
  await ada.getByRole('button', { name: 'Create room' }).click();
  const link = await ada.getByTestId('invite-link').inputValue();

  const { page: grace } = await newPage();
  await grace.goto(link);
  await grace.getByLabel('Your name').fill('ada');
  await grace.getByRole('button', { name: 'Join' }).click();
  await grace.getByText('Someone at this table is already called "Ada"; pick another name.').waitFor();
  await grace.getByLabel('Your name').fill('Grace');
  await grace.getByRole('button', { name: 'Join' }).click();
  await grace.locator('[data-action=rename]').click();
  await grace.getByTestId('rename-input').fill('Hopper');
  await grace.getByRole('button', { name: 'Save' }).click();
  await ada.locator('.seats li[data-seat="1"] .seat-name', { hasText: 'Hopper' }).waitFor();

  // A line that looks like markup arrives as the characters typed.
  await grace.getByTestId('chat-input').fill('<img src=x onerror="window.__owned=1"> hi <b>all</b>');
  await grace.getByRole('button', { name: 'Send' }).click();
  await ada.getByTestId('chat-lines').getByText('<img src=x onerror="window.__owned=1"> hi <b>all</b>').waitFor();
  expect(await ada.locator('[data-testid=chat-lines] .chat-text *').count()).toBe(0);
  expect(await ada.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();

  const roomUrl = new URL(link);
  const roomId = roomUrl.searchParams.get('room') as string;
  const invite = roomUrl.pathname.split('/').pop() as string;
  const { page: spec } = await newPage();
  await spec.goto(`${web.url}/room/${roomId}?invite=${invite}`);
  await ada.locator('[data-action=remove-spectator]').waitFor();
  await both(ada, 'lobby');
  await ada.locator('[data-action=remove-spectator]').click();
  await spec.getByText('The host asked you to stop watching this room.').waitFor();

  await ada.locator('.seats li[data-seat="1"] [data-action=remove-seat]').click();
  await grace.getByText('The host freed your seat in this room.', { exact: false }).waitFor();
  await ada.locator('.seats li[data-seat="1"].free').waitFor();
});

test('lobby in Italian on a phone: the open rename form fits the card, its input wide enough to read a name', async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ada' });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Straße' });
  const { page, context } = await newPage(PHONE, { ...guest, name: 'Straße' });
  await context.addInitScript(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await page.goto(`${web.url}/room/${host.roomId}`);
  await page.locator('[data-action=rename]').click();
  // Italian's longer button words once pushed "Annulla" off the card, and a first mend shrank the input to 3 letters.
  await both(page, 'lobby-rename-it');
  await page.setViewportSize(PHONE);
  expect((await page.getByTestId('rename-input').boundingBox())?.width).toBeGreaterThan(100);
});

/** Plays this page's first legal move on the plain table, if it has one; true if it did. */
async function playOne(page: Page): Promise<boolean> {
  const move = page.locator('[data-action=plain-move]:not([disabled])').first();
  if ((await move.count()) === 0) return false;
  await move.click().catch(() => undefined);
  return true;
}

const roomStatus = (page: Page) => page.evaluate(() => window.__table?.snapshot().room?.status ?? null);

test('table: chat reaches the replay at its step, an absent seat goes to a bot after a countdown, the title tells the turn, rematch', async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  const { page: ada } = await newPage(DESK, { ...host, name: 'Ada' });
  const { page: grace, context: graceContext } = await newPage(DESK, { ...guest, name: 'Grace' });
  await ada.goto(`${web.url}/room/${host.roomId}`);
  await grace.goto(`${web.url}/room/${host.roomId}`);
  await ada.locator('[data-action=start]').click();
  await ada.locator('[data-testid=open-chat]').waitFor();

  // Whoever owes a move sees it in the tab's title: both bid at once, and a player who has bid is no longer waited for.
  for (const p of [ada, grace]) {
    await p.locator('[data-action=plain-move]').first().waitFor();
    await p.waitForFunction(() => document.title.startsWith('● Your turn · Hush Auction'));
  }
  await playOne(ada);
  await ada.waitForFunction(() => !document.title.startsWith('●'));
  expect(await grace.title()).toMatch(/^● Your turn/);
  await playOne(grace);
  await ada.locator('[data-testid=open-chat]').click();
  await ada.getByTestId('chat-input').fill('good luck');
  await ada.getByRole('button', { name: 'Send' }).click();
  await grace.locator('[data-testid=open-chat]', { hasText: 'Chat (1)' }).waitFor();
  const saidAt = await ada.evaluate(() => window.__table?.snapshot().version ?? -1);

  // Grace closes her tab: Ada sees the countdown, then hands the seat to a bot.
  await graceContext.close();
  await ada.locator('[data-testid=open-people]').click();
  const standIn = ada.locator('.players-panel li[data-seat="1"] [data-action=stand-in]');
  await standIn.waitFor();
  expect(await standIn.isDisabled()).toBe(true);
  expect(await standIn.textContent()).toMatch(/Bot can play in \d+ s/);
  await both(ada, 'absent-countdown');
  await ada
    .locator('.players-panel li[data-seat="1"] [data-action=stand-in]:not([disabled])')
    .waitFor({ timeout: (GRACE_SECONDS + 5) * 1000 });
  await standIn.click();
  await ada.locator('.players-panel li[data-seat="1"]', { hasText: 'bot playing' }).waitFor();

  // Ada plays on alone; the bot answers for Grace until the final scores.
  for (let i = 0; i < 500 && (await roomStatus(ada)) !== 'finished'; i++) {
    if (!(await playOne(ada))) await ada.waitForTimeout(30);
  }
  expect(await roomStatus(ada)).toBe('finished');
  const firstMatch = await ada.evaluate(() => window.__table?.snapshot().matchId as string);
  await ada.locator('[data-action=rematch]').waitFor();
  await both(ada, 'final-rematch');
  await ada.locator('[data-action=rematch]').click();
  await ada.getByText('You are in. Waiting for Grace', { exact: false }).waitFor();

  // Grace comes back (her seat returns to her) and accepts: a new match with the same seats, no new link.
  const { page: back } = await newPage(PHONE, { ...guest, name: 'Grace' });
  await back.goto(`${web.url}/room/${host.roomId}`);
  await back.getByText('Ada wants to play again.').waitFor();
  await back.locator('[data-action=rematch]').click();
  await ada.waitForFunction((old) => {
    const s = window.__table?.snapshot();
    return !!s && s.matchId !== old && s.room?.status === 'playing';
  }, firstMatch);
  expect(await ada.locator('.rematch-bar').count()).toBe(0);
  await shot(back, 'rematch-started-390x844');

  // The first match's replay shows the chat line at the step it was said.
  await ada.goto(`${web.url}/room/${host.roomId}/replay/${firstMatch}?step=${saidAt}`);
  const said = ada.getByTestId('replay-chat');
  await said.waitFor();
  expect(await said.textContent()).toContain('Ada: good luck');
  expect(await ada.locator(`.replay-step[data-step="${saidAt}"] [data-testid=replay-chat]`).count()).toBe(1);
  await both(ada, 'replay-chat');
});

test('a started match: the invitation offers watching first, and a spectator muted by the host cannot chat', async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  await api.start(host.roomId, host.token);
  await api.spectatorChat(host.roomId, host.token, false);
  const { page } = await newPage(PHONE);
  await page.goto(`${web.url}/join/${host.inviteCode}?room=${host.roomId}`);
  await page.getByRole('heading', { name: 'This match has already started' }).waitFor();
  expect(await page.getByLabel('Your name').count()).toBe(0);
  await shot(page, 'join-started-390x844');
  await page.locator('[data-action=watch]').click();
  await page.locator('[data-testid=open-chat]').click();
  await page.getByText('The host has turned off chat for spectators.').waitFor();
  expect(await page.getByTestId('chat-input').count()).toBe(0);
  void guest;
});

test('a room with a turn clock shows each player their own time left, counting down on their turn', async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', turnClockSeconds: 600 });
  await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  await api.start(host.roomId, host.token);
  const { page } = await newPage(PHONE, { ...host, name: 'Ada' });
  await page.goto(`${web.url}/room/${host.roomId}`);
  const clock = page.getByTestId('my-clock');
  await clock.waitFor();
  const first = await clock.innerText();
  expect(first).toMatch(/^(10:00|9:5\d)$/);
  await page.waitForFunction(
    () => /^9:5\d$/.test(document.querySelector('[data-testid=my-clock]')?.textContent ?? ''),
    undefined,
    { timeout: 5000 },
  );
  await shot(page, 'turn-clock-390x844');
});
