import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
// The room page's test hook (window.__table), typed.
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * A learning table (issue 53) in real Chromium: the option on the home form,
 * the note in the lobby, "What would the bot do?" only on your turn at such
 * a table, its answer, and the line every other player sees in the chat.
 */

jest.setTimeout(300_000);

let web: WebServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  web = await startWebServer({ botDelayMs: 20 });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
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
  page.setDefaultTimeout(20_000);
  return page;
}

/** Whether the page's seat owes a decision now (the room page's test hook). */
const myTurn = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const s = window.__table?.snapshot();
    return !!s && s.seat !== null && s.prompts.some((p) => p.seat === s.seat);
  });

/** An Urbania table of two people, Ada and Grace, created and joined in the browser; both pages at the table. */
async function table(learning: boolean): Promise<{ ada: Page; grace: Page }> {
  const ada = await newPage();
  const grace = await newPage();
  await ada.goto(web.url);
  await ada.fill('input[name=name]', 'Ada');
  // Only a game whose bots give hints offers the option.
  for (const other of ['urban-sprawl', 'hush-auction']) {
    await ada.check(`input[name=game][value=${other}]`);
    expect(await ada.locator('input[name=learning]').count()).toBe(0);
  }
  await ada.check('input[name=game][value=urbania]');
  await ada.check('input[name=seats][value="2"]');
  if (learning) await ada.check('input[name=learning]');
  await ada.click('button[type=submit]');
  const invite = await ada.inputValue('[data-testid=invite-link]');
  expect(await ada.locator('[data-testid=learning-note]').count()).toBe(learning ? 1 : 0);
  await grace.goto(invite);
  await grace.fill('input[name=name]', 'Grace');
  await grace.click('button[type=submit]');
  await ada.waitForSelector('.seats li[data-seat="1"] >> text=Grace');
  await ada.click('[data-action=start]');
  for (const p of [ada, grace]) await p.waitForSelector('[data-testid=urbania-table]');
  // Each page is told its own seat's prompts only: wait until one of them owes the first decision.
  const deadline = Date.now() + 20_000;
  while (!(await myTurn(ada)) && !(await myTurn(grace))) {
    if (Date.now() > deadline) throw new Error('nobody was asked to decide');
    await ada.waitForTimeout(50);
  }
  return { ada, grace };
}

test('without the option nobody is offered a hint', async () => {
  const { ada, grace } = await table(false);
  for (const p of [ada, grace]) expect(await p.locator('[data-action=hint]').count()).toBe(0);
});

test('at a learning table: the button on your turn only, the answer, and the line the other player sees', async () => {
  const { ada, grace } = await table(true);
  const [asking, other] = (await myTurn(ada)) ? [ada, grace] : [grace, ada];
  expect(await myTurn(other)).toBe(false);
  expect(await other.locator('[data-action=hint]').count()).toBe(0);
  await asking.click('[data-action=hint]');
  await asking.waitForSelector('[data-testid=hint-answer]', { timeout: 30_000 });
  expect(await asking.locator('[data-testid=hint-answer]').innerText()).toContain('The bot would play:');
  const name = asking === ada ? 'Ada' : 'Grace';
  await other.waitForSelector(`[data-testid=chat-news] >> text=asked for a hint`);
  expect(await other.locator('[data-testid=chat-news]').innerText()).toContain(name);
  await asking.screenshot({ path: path.join(ARTIFACTS, 'learning-hint-1280x800.png') });
  await other.screenshot({ path: path.join(ARTIFACTS, 'learning-told-1280x800.png') });
  // On a phone the answer wraps inside its own strip, above the dock's bar (an outside try saw it run past the panel).
  await asking.setViewportSize({ width: 390, height: 844 });
  const strip = await asking.locator('[data-testid=hint-bar]').boundingBox();
  const answer = await asking.locator('[data-testid=hint-answer]').boundingBox();
  if (!strip || !answer) throw new Error('the hint strip is not shown on a phone');
  expect(answer.x + answer.width).toBeLessThanOrEqual(390);
  expect(answer.y + answer.height).toBeLessThanOrEqual(strip.y + strip.height);
  await asking.screenshot({ path: path.join(ARTIFACTS, 'learning-hint-390x844.png') });
});
