import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import type { SeatGrant } from '@sprawl/protocol';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { makeFixtureSets, openFixture, type FixtureSets } from './support/fixture-pages';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';
import { playBySdk } from './support/sdk-play';

/**
 * The table explains itself (issue 32, its major items), in Chromium against
 * the real server: on a phone the Log button opens the log; a panel that
 * opens (a payment, the build wizard) comes into sight; one seat in two tabs
 * plays from both without a false refusal; an absent player's countdown and
 * the bot playing for them show on their own board and in the log; and the
 * room's dock never covers the table's controls, at 390×844 and 1280×800.
 * Screenshots in test-artifacts/table-explains/.
 */

jest.setTimeout(400_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'table-explains');
const GRACE_SECONDS = 3;
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
type Game = 'urban-sprawl' | 'urbania' | 'hush-auction';

let web: WebServer;
let api: RoomsApi;
let browser: Browser;
let fixtures: FixtureSets;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fixtures = makeFixtureSets();
  // Many rooms from one address in a minute: the creation limit is lifted for the test.
  web = await startWebServer({
    botDelayMs: 20,
    graceSeconds: GRACE_SECONDS,
    wsRatePerSecond: 10_000,
    wsRateBurst: 10_000,
    roomRatePerSecond: 100,
    roomBurst: 100,
  });
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
  pageErrors.length = 0;
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

async function openSeat(
  grant: SeatGrant,
  viewport: { width: number; height: number },
  context?: BrowserContext,
): Promise<{ page: Page; context: BrowserContext }> {
  const ctx = context ?? (await browser.newContext({ viewport }));
  if (!context) {
    contexts.push(ctx);
    await ctx.addInitScript((s) => localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s })), grant);
  }
  const page = await ctx.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  await page.goto(`${web.url}/room/${grant.roomId}`);
  await page.waitForFunction(() => window.__table?.snapshot().view != null);
  return { page, context: ctx };
}

/** A started match with Ada in seat 0 and bots in the other seats. */
async function withBots(game: Game, seats = 2): Promise<SeatGrant> {
  const host = await api.createRoom({ game, seats, name: 'Ada' });
  for (let i = 1; i < seats; i++) await api.addBot(host.roomId, host.token, i);
  await api.start(host.roomId, host.token);
  return host;
}

/** A tap where a finger would land: the middle of what the player sees, whatever lies on top there. */
async function tap(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The part of the element's box that lies on the screen, as a fraction of its height (1: all of it in sight). */
async function inSight(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, window.innerHeight);
    return r.height === 0 ? 0 : Math.max(0, bottom - top) / Math.min(r.height, window.innerHeight);
  });
}

const version = (page: Page) => page.evaluate(() => window.__table?.snapshot().version ?? -1);
const legalCount = (page: Page) => page.evaluate(() => window.__table?.snapshot().legal.length ?? 0);

describe('item 1: on a phone the log opens from the dock', () => {
  test.each(['urban-sprawl', 'urbania'] as const)(
    '%s: a tap on Log shows the log, in sight, and opens nothing else',
    async (game) => {
      const { page } = await openSeat(await withBots(game), PHONE);
      const log = page.getByRole('button', { name: 'Log', exact: true }).first();
      await log.waitFor();
      await tap(page, log);
      const region = page.getByRole('region', { name: 'Game log' });
      await region.waitFor();
      expect(await inSight(region)).toBeGreaterThan(0.9);
      expect(await page.locator('.players-panel').count()).toBe(0);
      await shot(page, `${game}-log-390x844`);
      // Tapped again, the log goes back where it was (out of sight on a phone).
      await tap(page, page.getByTestId('dock').getByRole('button', { name: 'Log', exact: true }));
      await region.waitFor({ state: 'hidden' });
    },
  );
});

describe('item 2: a panel that opens comes into sight', () => {
  test('Urban Sprawl on a phone: Build on a contract brings the build wizard into sight', async () => {
    const page = await openFixture(browser, web.url, fixtures, 'urban-sprawl', 'mid', PHONE, pageErrors);
    const build = page.locator('[data-action=build]').first();
    await build.scrollIntoViewIfNeeded();
    await build.click();
    const wizard = page.locator('.panel.wizard');
    await wizard.waitFor();
    expect(await inSight(wizard)).toBe(1);
    await shot(page, 'urban-sprawl-wizard-390x844');
    await page.close();
  });

  test('Urbania on a phone: hiring a specialist, far down the page, brings its payment into sight', async () => {
    const { page } = await openSeat(await withBots('urbania'), PHONE);
    // Draw until a specialist can be hired on Ada's turn (the bot plays its own turns in between).
    const hire = page.locator('[data-action^=hire-]');
    for (let i = 0; i < 60 && (await hire.count()) === 0; i++) {
      const draw = page.locator('[data-action=draw-resources]');
      if ((await legalCount(page)) > 0 && (await draw.count()) > 0) {
        const v = await version(page);
        await draw.click().catch(() => undefined);
        await page
          .waitForFunction((was) => (window.__table?.snapshot().version ?? was) !== was, v)
          .catch(() => undefined);
      } else {
        await page.waitForTimeout(50);
      }
    }
    expect(await hire.count()).toBeGreaterThan(0);
    // The value track is below the city, the supply and the hand; the payment opens near the top.
    await hire.first().evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await hire.first().click();
    const pay = page.locator('[data-testid=pay-panel]');
    await pay.waitFor();
    expect(await inSight(pay.locator('h3'))).toBe(1);
    expect(await inSight(pay)).toBeGreaterThan(0.6);
    await shot(page, 'urbania-pay-390x844');
  });
});

describe('item 3: one seat in two tabs', () => {
  test('moves made in turn from either tab are played; none is refused as already played', async () => {
    const host = await withBots('hush-auction');
    const { page: first, context } = await openSeat(host, DESK);
    const { page: second } = await openSeat(host, DESK, context);
    const tabs = [first, second, second, first, second];
    for (const [i, tab] of tabs.entries()) {
      await tab.waitForFunction(
        () =>
          (window.__table?.snapshot().legal.length ?? 0) > 0 || window.__table?.snapshot().room?.status === 'finished',
      );
      if ((await tab.evaluate(() => window.__table?.snapshot().room?.status)) === 'finished') break;
      const before = await version(tab);
      await tab.locator('[data-action=plain-move]:not([disabled])').first().click();
      await tab.waitForFunction(
        (v) =>
          (window.__table?.snapshot().version ?? v) !== v || document.querySelector('.form-error[role=alert]') !== null,
        before,
      );
      expect({ move: i, refusal: await tab.locator('.form-error[role=alert]').allInnerTexts() }).toEqual({
        move: i,
        refusal: [],
      });
    }
    await shot(second, 'two-tabs');
  });
});

describe("item 4: presence on the player's own board", () => {
  test("an absent player's countdown, the bot playing for them and their return show on their board and in the log", async () => {
    const host = await api.createRoom({ game: 'urbania', seats: 2, name: 'Ada' });
    const guest = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    await api.start(host.roomId, host.token);
    const { page: ada } = await openSeat(host, DESK);
    const { context: graceContext } = await openSeat(guest, DESK);
    await ada.locator('[data-testid=player-1]').waitFor();

    await graceContext.close();
    const board = ada.locator('[data-testid=player-1]');
    // No drawer to open: the board says it, with the seconds left.
    await board.getByText(/away · a bot may play in \d s/).waitFor();
    expect(await ada.locator('.players-panel').count()).toBe(0);
    await board.scrollIntoViewIfNeeded();
    await shot(ada, 'away-countdown-1280x800');
    const letBot = board.locator('[data-action=stand-in]');
    await letBot.waitFor({ timeout: (GRACE_SECONDS + 5) * 1000 });
    await letBot.click();
    await board.getByText('a bot is playing this seat').waitFor();
    await ada
      .getByRole('region', { name: 'Game log' })
      .getByText('A bot now plays for Grace until they take their seat back.')
      .waitFor();
    await shot(ada, 'bot-playing-1280x800');

    // Grace comes back on her phone: her seat is hers again, and everyone reads so.
    const { page: grace } = await openSeat(guest, PHONE);
    await ada
      .getByRole('region', { name: 'Game log' })
      .getByText('Grace plays their own seat again; the bot has stopped.')
      .waitFor();
    await board.getByText('a bot is playing this seat').waitFor({ state: 'detached' });
    expect(await grace.getByTestId('my-stand-in').count()).toBe(0);
    await shot(grace, 'back-390x844');
  });
});

/**
 * What of the room (its dock, the dock's open panel, the rematch) lies over
 * the table, read from the screen as it shows now. `controls`: every control
 * of the table that shows, and whether a room bar lies over it, or is what is
 * on top at its centre. `parts`: the game's own parts (the board, the city,
 * the players, the final scores) that a room bar lies over. A box counts only
 * as far as it shows: cut to the screen and to every scrolled or clipping
 * column around it (a player panel scrolled out of its column lies under
 * nothing, wherever its box would reach).
 */
async function roomOverTable(page: Page): Promise<{ controls: string[]; parts: string[] }> {
  return page.evaluate(() => {
    const room = Array.from(
      document.querySelectorAll('[data-testid=dock], [data-testid=dock-panel], .room-dock, .rematch-bar, .log-toggle'),
    );
    const bars = room.filter((r) => !r.classList.contains('log-toggle'));
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return null;
      let left = Math.max(r.left, 0),
        right = Math.min(r.right, innerWidth),
        top = Math.max(r.top, 0),
        bottom = Math.min(r.bottom, innerHeight);
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        const c = p.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
      return right <= left || bottom <= top ? null : { left, right, top, bottom };
    };
    const overlaps = (box: { left: number; right: number; top: number; bottom: number }, over: Element) => {
      const o = over.getBoundingClientRect();
      return box.left < o.right && box.right > o.left && box.top < o.bottom && box.bottom > o.top;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 24)}"`;

    const controls: string[] = [];
    const controlEls = Array.from(
      document.querySelectorAll<HTMLElement | SVGElement>(
        'button, a[href], input, select, [role=button], .board .selectable, .board .lot-choice',
      ),
    ).filter((el) => !room.some((r) => r.contains(el)) && !el.closest('.sr-only'));
    for (const el of controlEls) {
      const box = shown(el);
      if (!box) continue;
      for (const over of room) if (overlaps(box, over)) controls.push(`${name(el)} under ${name(over)}`);
      const onTop = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      if (onTop && !el.contains(onTop) && !onTop.contains(el) && room.some((r) => r.contains(onTop)))
        controls.push(`${name(el)} hidden by ${name(onTop)}`);
    }

    const parts: string[] = [];
    const partEls = document.querySelectorAll(
      '.board, [data-testid=city], .final, [data-testid=final-scores], .player, .ur-player',
    );
    for (const part of Array.from(partEls)) {
      const box = shown(part);
      if (!box) continue;
      for (const over of bars)
        if (overlaps(box, over)) parts.push(`${part.getAttribute('class')} under ${over.getAttribute('class')}`);
    }
    return { controls: [...new Set(controls)], parts };
  });
}

/** Scrolls the table (the room's stage, or the page) to the top, the middle and the bottom, collecting what is covered at each. */
async function coveredAnywhere(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((f) => {
      for (const el of [document.querySelector('[data-testid=stage]'), document.scrollingElement]) {
        if (el) el.scrollTop = f * (el.scrollHeight - el.clientHeight);
      }
    }, at);
    await page.waitForTimeout(50);
    all.push(...(await roomOverTable(page)).controls);
  }
  return [...new Set(all)];
}

describe('item 5: the dock takes its own space', () => {
  test.each(['urban-sprawl', 'urbania', 'hush-auction'] as const)(
    '%s: neither the dock nor its open chat covers a control, at 390×844 and 1280×800',
    async (game) => {
      const { page } = await openSeat(await withBots(game), DESK);
      for (const viewport of [DESK, PHONE]) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(100);
        expect(await coveredAnywhere(page)).toEqual([]);
        await page.getByTestId('open-chat').click();
        await page.getByTestId('chat-input').waitFor();
        expect(await coveredAnywhere(page)).toEqual([]);
        await shot(page, `${game}-chat-open-${viewport.width}x${viewport.height}`);
        await page.getByTestId('open-chat').click();
        await page.getByTestId('chat-input').waitFor({ state: 'detached' });
      }
    },
  );

  test.each([
    ['urbania', undefined],
    ['urban-sprawl', { variant: 'short' }],
  ] as const)('%s, over: the rematch sits in the dock, over nothing of the table', async (game, roomOptions) => {
    const grant = await playBySdk(web.url, game, { roomOptions });
    const { page } = await openSeat(grant, PHONE);
    await page.locator('[data-action=rematch]').waitFor();
    // The final scores lead to the match's replay, in both games.
    expect(await page.locator('[data-action=watch-replay]').count()).toBe(1);
    for (const viewport of [PHONE, DESK]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(100);
      expect(await coveredAnywhere(page)).toEqual([]);
      expect((await roomOverTable(page)).parts).toEqual([]);
      await shot(page, `${game}-rematch-${viewport.width}x${viewport.height}`);
    }
  });
});

describe('the minor items', () => {
  test('the lobby says why Start waits; the invitation names the game and its host', async () => {
    const host = await api.createRoom({ game: 'urbania', seats: 3, name: 'Ada' });
    const { page } = await openLobby(host);
    expect(await page.locator('[data-action=start]').isDisabled()).toBe(true);
    expect(await page.getByTestId('start-why').innerText()).toBe(
      '2 seats are still empty: send the invitation link, or seat a bot, to start.',
    );
    const guest = await browser.newPage({ viewport: PHONE });
    guest.on('pageerror', (e) => pageErrors.push(e.message));
    await guest.goto(`${web.url}/join/${host.inviteCode}?room=${host.roomId}`);
    await guest.getByTestId('invitation').getByText('Ada invites you to Urbania · 3 players.').waitFor();
    await guest.screenshot({ path: path.join(ARTIFACTS, 'join-390x844.png') });
    await guest.close();
  });

  test('an invitation to a full room offers watching, and an old one says so, before anyone types a name', async () => {
    const host = await api.createRoom({ game: 'urbania', seats: 2, name: 'Ada' });
    await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    const guest = await browser.newPage({ viewport: PHONE });
    guest.on('pageerror', (e) => pageErrors.push(e.message));
    await guest.goto(`${web.url}/join/${host.inviteCode}?room=${host.roomId}`);
    await guest.getByTestId('room-full').getByText('Every seat is taken').waitFor();
    expect(await guest.locator('form.card-form').count()).toBe(0);
    await guest.screenshot({ path: path.join(ARTIFACTS, 'join-full-390x844.png') });
    const old = host.inviteCode;
    await api.rotateInvite(host.roomId, host.token);
    await guest.goto(`${web.url}/join/${old}?room=${host.roomId}`);
    await guest.getByTestId('invitation-invalid').getByText('This invitation no longer opens a table').waitFor();
    expect(await guest.locator('form.card-form').count()).toBe(0);
    await guest.screenshot({ path: path.join(ARTIFACTS, 'join-invalid-390x844.png') });
    await guest.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
    await guest.reload();
    await guest.getByTestId('invitation-invalid').getByText('Questo invito non apre più nessun tavolo').waitFor();
    await guest.screenshot({ path: path.join(ARTIFACTS, 'join-invalid-it-390x844.png') });
    await guest.goto(
      `${web.url}/join/${(await api.status(host.roomId, { token: host.token })).inviteCode}?room=${host.roomId}`,
    );
    await guest.getByTestId('room-full').getByText('Tutti i posti sono occupati').waitFor();
    await guest.screenshot({ path: path.join(ARTIFACTS, 'join-full-it-390x844.png') });
    await guest.close();
  });

  test("a chat line shows in the dock with who said it; Urban Sprawl's starting claims count", async () => {
    const host = await api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
    const guest = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    await api.start(host.roomId, host.token);
    const { page: ada } = await openSeat(host, PHONE);
    const { page: grace } = await openSeat(guest, DESK);
    await ada.locator('[data-prompt=claimStart]').waitFor();
    expect(await ada.getByTestId('claim-count').textContent()).toBe(' · 1 of 6');
    await grace.getByTestId('open-chat').click();
    await grace.getByTestId('chat-input').fill('good luck, Ada');
    await grace.getByRole('button', { name: 'Send' }).click();
    const news = ada.getByTestId('chat-news');
    await news.waitFor();
    expect(await news.textContent()).toContain('Grace: good luck, Ada');
    expect(await ada.getByTestId('open-chat').innerText()).toBe('Chat (1)');
    // A screen reader hears the line, and the decision asked of Ada, from the polite live region.
    const heard = await ada.getByTestId('announcer').textContent();
    expect(heard).toContain('Grace says: good luck, Ada');
    expect(heard).toContain('Your turn: Claim one of the unclaimed starting buildings');
    await shot(ada, 'chat-news-390x844');
    await news.click();
    await ada.getByTestId('chat-input').waitFor();
    await news.waitFor({ state: 'detached' });
  });

  test("Urbania's rules page gives each mixed card its coins in its one line", async () => {
    const page = await browser.newPage({ viewport: DESK });
    await page.goto(`${web.url}/rules/urbania`);
    // The rules page's content comes with the game's own chunk, after the page itself.
    await page.locator('.catalogue-card-line').first().waitFor();
    const lines = await page.locator('.catalogue-card-line').allInnerTexts();
    expect(lines.some((l) => /worker.*\$\d/.test(l))).toBe(true);
    await page.close();
  });
});

async function openLobby(grant: SeatGrant): Promise<{ page: Page }> {
  const context = await browser.newContext({ viewport: DESK });
  contexts.push(context);
  await context.addInitScript((s) => localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s })), grant);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${web.url}/room/${grant.roomId}`);
  await page.locator('[data-action=start]').waitFor();
  return { page };
}

test("Urban Sprawl on a phone: zoomed, the board's lots are 44 px for a thumb", async () => {
  const page = await openFixture(browser, web.url, fixtures, 'urban-sprawl', 'mid', PHONE, pageErrors);
  await page.locator('[data-action=build]').first().click();
  const lot = page.locator('g.lot-choice').first();
  await lot.waitFor();
  const before = await lot.boundingBox();
  expect(before!.width).toBeLessThan(44);
  await page.getByTestId('zoom-board').click();
  const after = await lot.boundingBox();
  expect(after!.width).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await lot.scrollIntoViewIfNeeded();
  await shot(page, 'urban-sprawl-zoomed-390x844');
  await page.close();
});

test('Urban Sprawl on a phone: a tap on a lot where the contract cannot go asks about that lot, and the answer shows under the board', async () => {
  const page = await openFixture(browser, web.url, fixtures, 'urban-sprawl', 'mid', PHONE, pageErrors);
  const sent: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('fixture send ')) sent.push(m.text().slice('fixture send '.length));
  });
  await page.locator('[data-action=build]').first().click();
  await page.locator('g.lot-choice').first().waitFor();
  const sites = await page
    .locator('g.lot-choice')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-lot'))));
  const lot = page.locator('rect.lot-why').first();
  const which = Number(await lot.getAttribute('data-why-lot'));
  await lot.click();
  // The fixture refuses every move with its own sentence; a live table shows the rules' (the Italian and English test above).
  const why = page.locator('.board-why');
  await why.waitFor();
  expect(await why.innerText()).toMatch(/^A lot in block \d-\d: This is a fixture; the move build was not sent\.$/);
  // The move asked about is a build through that lot, on none of the places the wizard offers.
  const asked = JSON.parse(sent[sent.length - 1]) as { type: string; lots: number[] };
  expect(asked.type).toBe('build');
  expect(asked.lots).toContain(which);
  expect(asked.lots.every((l) => sites.includes(l))).toBe(false);
  // Under the board, in sight with it, and nothing shown as a refused move.
  const board = await page.locator('.board-frame').boundingBox();
  const box = await why.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(board!.y + board!.height - 1);
  expect(box!.y - (board!.y + board!.height)).toBeLessThan(40);
  expect(await page.getByTestId('move-refusal').count()).toBe(0);
  await shot(page, 'urban-sprawl-lot-why-390x844');
  await page.close();
});

test("Urbania: a tap on a square that cannot be renewed says why, in the rules' words", async () => {
  const { page } = await openSeat(await withBots('urbania'), PHONE);
  await page.waitForFunction(() => (window.__table?.snapshot().legal.length ?? 0) > 0);
  const square = page.locator('.ur-sq.undeveloped:not(.renewable)').first();
  await square.click();
  const hint = page.getByTestId('why-not');
  await hint.waitFor();
  // Too few workers, or not next to a renewed building: the server's sentence, not a guess of the page.
  expect(await hint.innerText()).toMatch(
    /^[A-G][1-7]: (This .* needs \d+ workers|The building at [A-G][1-7] is not next to a renewed building)/,
  );
  await shot(page, 'urbania-why-not-390x844');
  const renewed = page.locator('.ur-sq.renewed').first();
  await renewed.click();
  await page
    .getByTestId('why-not')
    .getByText(/already renewed/)
    .waitFor();
  // Nothing was played: the table is where it was, with no refusal shown as an error.
  expect(await page.locator('.form-error').count()).toBe(0);
});

test("Urban Sprawl: a press on a card or a building that cannot be used says why, in the rules' words, in English and in Italian", async () => {
  const host = await withBots('urban-sprawl');
  const { page } = await openSeat(host, DESK);
  // Ada's claim of a starting building, after the bot's first claim if the bot starts: the table then waits for her.
  const claims = () =>
    page.evaluate(
      () =>
        (window.__table!.snapshot().view as { buildings: { owner: number | null }[] }).buildings.filter(
          (b) => b.owner !== null,
        ).length,
    );
  const adaToClaim = async (claimed: number) => {
    await page.waitForFunction(
      (n) =>
        (window.__table?.snapshot().legal.length ?? 0) > 0 &&
        (window.__table!.snapshot().view as { buildings: { owner: number | null }[] }).buildings.filter(
          (b) => b.owner !== null,
        ).length >= n,
      claimed,
    );
  };
  await adaToClaim(0);
  if ((await claims()) === 0) {
    // Ada starts: she claims one, and the bot claims its own, so that some starting buildings are taken.
    await page.evaluate(() => {
      const table = window.__table!;
      return table.send(table.snapshot().legal[0]);
    });
    await adaToClaim(2);
  }
  const before = await version(page);

  // A planning card, while the game waits for a claim: the rules' sentence under the card, nothing played.
  const take = page.locator('[data-testid=planning-top] [data-why=take]');
  // aria-disabled, so Playwright calls it not enabled; a mouse, a thumb and Enter still press it.
  await take.click({ force: true });
  const cardWhy = page.locator('.panel.planning [data-testid=why-not]');
  await cardWhy.waitFor();
  expect(await cardWhy.innerText()).toBe('The game is waiting for a different decision from you.');
  expect(await cardWhy.getAttribute('role')).toBe('status');

  // A starting building someone has claimed: the rules' sentence under the board.
  await page.locator('g.building[data-owner="1"]').first().click();
  const boardWhy = page.locator('.board-why');
  await boardWhy.waitFor();
  expect(await boardWhy.innerText()).toBe('Choose one of the unclaimed starting buildings.');
  // Only one reason at a time, and no refusal shown as an error: nothing was played.
  expect(await cardWhy.count()).toBe(0);
  expect(await page.getByTestId('move-refusal').count()).toBe(0);
  expect(await version(page)).toBe(before);
  await shot(page, 'urban-sprawl-why-not-1280x800');

  // The same in Italian, from the rules' Italian catalogue.
  await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await page.reload();
  await page.waitForFunction(() => (window.__table?.snapshot().legal.length ?? 0) > 0);
  await take.click({ force: true });
  await cardWhy.waitFor();
  expect(await cardWhy.innerText()).toBe('Il gioco aspetta da te un’altra decisione.');
  await page.locator('g.building[data-owner="1"]').first().click();
  await boardWhy.waitFor();
  expect(await boardWhy.innerText()).toBe('Scegli uno degli edifici iniziali ancora liberi.');
  expect(await version(page)).toBe(before);
  await shot(page, 'urban-sprawl-why-not-it-1280x800');
  await page.evaluate(() => localStorage.removeItem('sprawl.locale.v1'));
});
