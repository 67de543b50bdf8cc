import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
// The table's test hook (window.__table), typed.
import type {} from '../src/lib/table-hook';
import { startWebServer, type WebServer } from './support/web-server';
import { pageState, seeded, shot, uiMove, type PageState } from './support/driver';

/**
 * End-to-end tests of the browser client: real headless Chromium, the real
 * server (HTTP, WebSocket, static files) on the embedded PostgreSQL, and the
 * production build of the web client. Screenshots go to test-artifacts/web/.
 */

jest.setTimeout(600_000);

let web: WebServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  // Bots move after 50 ms instead of the 400 ms people get, so that the whole match
  // against bots fits well inside its time budget whatever length the game runs to.
  web = await startWebServer({ botDelayMs: 50 });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  // Closed sockets make the server update seat presence in the database in the
  // background; let that settle before the server disconnects from it.
  await new Promise((r) => setTimeout(r, 1000));
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // The server's Content-Security-Policy must not refuse anything the client does while it plays.
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) pageErrors.push(m.text());
  });
  page.setDefaultTimeout(10_000);
  return page;
}

async function createRoom(
  page: Page,
  name: string,
  seats: number,
  variant: 'standard' | 'short' | 'long',
): Promise<string> {
  await page.goto(web.url);
  await page.fill('input[name=name]', name);
  await page.check(`input[name=seats][value="${seats}"]`);
  await page.check(`input[name=variant][value="${variant}"]`);
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=invite-link]');
  return page.inputValue('[data-testid=invite-link]');
}

async function state(page: Page): Promise<PageState> {
  const s = await pageState(page);
  if (!s) throw new Error('the table is not showing');
  return s;
}

/**
 * Lets the pages answer prompts and play turns through the UI until `done`
 * holds, for at most `maxMoves` rounds and `budgetMs` of wall time (bots' turns
 * take longer on a loaded machine, so the budget is time, not only rounds).
 */
async function playUntil(
  pages: Page[],
  done: () => Promise<boolean>,
  rnd: () => number,
  maxMoves: number,
  budgetMs = 120_000,
): Promise<Map<string, number>> {
  const made = new Map<string, number>();
  const deadline = Date.now() + budgetMs;
  for (let i = 0; i < maxMoves && Date.now() < deadline; i++) {
    if (await done()) return made;
    let acted = false;
    for (const page of pages) {
      const what = await uiMove(page, rnd);
      if (what) {
        made.set(what, (made.get(what) ?? 0) + 1);
        acted = true;
      }
    }
    if (!acted) await pages[0].waitForTimeout(50);
  }
  if (await done()) return made;
  throw new Error(`still not done after ${maxMoves} rounds or ${budgetMs} ms: ${JSON.stringify([...made])}`);
}

test('two players: create and join a room, start, play legal moves through the UI, see a refusal, reload and resume', async () => {
  const ada = await newPage();
  const grace = await newPage();

  // The landing page and the host's lobby.
  await ada.goto(web.url);
  await ada.waitForSelector('form[aria-label="Create a room"]');
  await shot(ada, '01-landing');
  const invite = await createRoom(ada, 'Ada', 2, 'short');
  expect(invite).toMatch(/\/join\/[^/?]+\?room=/);
  await shot(ada, '02-lobby-host');

  // The invitation: a name, a seat; the host sees the seat fill.
  await grace.goto(invite);
  await grace.waitForSelector('form[aria-label="Join the room"]');
  await shot(grace, '03-join');
  await grace.fill('input[name=name]', 'Grace');
  await grace.click('button[type=submit]');
  await grace.waitForSelector('text=Waiting for the host to start');
  await ada.waitForSelector('.seats li[data-seat="1"] >> text=Grace');
  await shot(ada, '04-lobby-full');

  await ada.click('[data-action=start]');
  await ada.waitForSelector('svg.board');
  await grace.waitForSelector('svg.board');
  await ada.waitForFunction(() => !!window.__table);
  await grace.waitForFunction(() => !!window.__table);
  await shot(ada, '05-table-setup-ada');
  expect(await ada.locator('[data-testid=player-0]').innerText()).toContain('(you)');
  expect(await grace.locator('[data-testid=player-1]').innerText()).toContain('(you)');

  // Setup: both claim starting buildings through the dialog and the board.
  const rnd = seeded(4);
  const setup = await playUntil([ada, grace], async () => (await state(ada)).phase === 'play', rnd, 40);
  expect(setup.get('prompt:claimStart')).toBeGreaterThanOrEqual(2);

  // A refused move: the seat that is not active tries to end the turn; the server's sentence shows, nothing changes.
  const s0 = await state(ada);
  const idle = s0.active === 0 ? grace : ada;
  const before = await state(idle);
  await idle.evaluate(() => window.__table!.send({ type: 'endTurn' }));
  const toast = idle.locator('[data-testid=move-refusal]');
  await toast.waitFor();
  const sentence = await toast.innerText();
  expect(sentence).toMatch(/Not allowed: .{10,}/);
  await shot(idle, '06-refused-move');
  expect((await state(idle)).version).toBe(before.version);
  expect((await state(ada)).version).toBe((await state(grace)).version);
  await toast.locator('.move-refusal-close').click();
  await toast.waitFor({ state: 'detached' });

  // The build wizard shows highlighted placements; screenshot it, then cancel.
  const activePage = s0.active === 0 ? ada : grace;
  if ((await activePage.locator('[data-action=build]').count()) > 0) {
    await activePage.locator('[data-action=build]').first().click();
    await activePage.waitForSelector('.panel.wizard');
    expect(await activePage.locator('g.lot-choice').count()).toBeGreaterThan(0);
    await shot(activePage, '07-build-wizard');
    await activePage.click('[data-action=cancel]');
  }

  // Several turns of legal moves through the UI, for both players.
  const startTurn = (await state(ada)).version;
  const made = await playUntil([ada, grace], async () => (await state(ada)).version >= startTurn + 25, rnd, 200);
  expect([...made.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
  await shot(ada, '08-after-moves-ada');
  await shot(grace, '08-after-moves-grace');
  expect(await ada.locator('[data-testid=log] .log-line').count()).toBeGreaterThan(10);

  // Reload: the seat token in localStorage brings Grace back to her seat, at the same version, with the log.
  const beforeReload = await state(ada);
  await grace.reload();
  await grace.waitForSelector('svg.board');
  await grace.waitForFunction((v) => window.__table?.snapshot().version === v, beforeReload.version);
  expect(await grace.locator('[data-testid=player-1]').innerText()).toContain('(you)');
  await grace.waitForFunction(() => document.querySelectorAll('[data-testid=log] .log-line').length > 10);
  expect(await grace.locator('[data-testid=connection]').innerText()).toBe('Connected');
  await shot(grace, '09-after-reload-grace');

  // A dropped connection: the page says so, reconnects with the seat token and catches up.
  await ada.evaluate(() => window.__table!.drop());
  await ada.waitForFunction(() => !window.__table!.snapshot().connected);
  expect(await ada.locator('[data-testid=connection]').innerText()).toBe('Reconnecting…');
  await shot(ada, '09b-reconnecting');
  await ada.waitForFunction(() => window.__table!.snapshot().connected, undefined, { timeout: 10_000 });
  await ada.waitForFunction((v) => window.__table!.snapshot().version === v, beforeReload.version);

  // And the match goes on from the reloaded and the reconnected pages.
  const after = await playUntil(
    [ada, grace],
    async () => (await state(ada)).version >= beforeReload.version + 6,
    rnd,
    80,
  );
  expect(after.size).toBeGreaterThan(0);

  // A spectator with the invitation sees the public table, with nothing to do.
  const watcher = await newPage();
  const roomUrl = new URL(invite);
  await watcher.goto(`${web.url}/room/${roomUrl.searchParams.get('room')}?invite=${roomUrl.pathname.split('/').pop()}`);
  await watcher.waitForSelector('svg.board');
  expect(await watcher.locator('[data-testid=connection]').innerText()).toBe('Watching');
  expect(await watcher.locator('[data-action]').count()).toBe(0);
  await shot(watcher, '10-spectator');
});

test('a match against bots is played to the end through the UI and shows the final scores', async () => {
  const host = await newPage();
  await createRoom(host, 'Host', 4, 'short');

  // Starting with empty seats is not offered (the server would refuse it), and the lobby says why.
  expect(await host.locator('[data-action=start]').isDisabled()).toBe(true);
  expect(await host.getByTestId('start-why').innerText()).toMatch(/3 seats are still empty/);

  for (let i = 0; i < 3; i++) {
    await host.locator('[data-action=add-bot]').first().click();
    await host.waitForFunction((n) => document.querySelectorAll('[data-action=add-bot]').length === n, 2 - i);
  }
  await shot(host, '11-lobby-bots');
  await host.click('[data-action=start]');
  await host.waitForSelector('svg.board');
  await host.waitForFunction(() => !!window.__table);

  const rnd = seeded(11);
  let shotMid = false;
  const made = await playUntil(
    [host],
    async () => {
      const s = await state(host);
      if (!shotMid && s.version > 150) {
        shotMid = true;
        await shot(host, '12-bots-midgame');
      }
      return s.final;
    },
    rnd,
    100_000,
    480_000,
  );
  expect(made.get('endTurn')).toBeGreaterThan(3);

  const final = host.locator('[data-testid=final-scores]');
  await final.waitFor();
  const text = await final.innerText();
  expect(await final.locator('[data-testid=ending-reason]').innerText()).toMatch(/^The Olympic Games card came up/);
  expect(await final.locator('[data-testid=tie-break]').innerText()).toMatch(/wealth/);
  expect(await final.locator('th[title]').count()).toBeGreaterThanOrEqual(6);
  expect(text).toMatch(/wins!|Shared victory/);
  expect(await final.locator('tbody tr').count()).toBe(4);
  for (const col of ['During play', 'Final prestige payouts', 'Wealth → prestige', 'Politicians'])
    expect(text).toContain(col);
  await shot(host, '13-final-scores');
  // The final table stays visible behind the scores.
  await host.click('text=Look at the final table');
  await shot(host, '14-final-table');
});
