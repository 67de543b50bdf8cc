import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import type { ImportReply } from '@sprawl/protocol';
import { longReplayFile } from '../../server/test/support/long-replay';
import { urbaniaReplayFile } from '../../server/test/support/urbania-replay-file';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * Issue 53 in the browser: on the replay of a finished Urbania match (a
 * person against a bot, imported from a file), "Review this match" shows
 * progress, then each seat's chances as a chart with the turning points
 * marked and listed in a table whose rows seek the replay, and at a person's
 * step the move played beside the bot's. A game whose module offers no
 * review says so. Screenshots: test-artifacts/review/.
 */

jest.setTimeout(240_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'review');
let web: WebServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let urbaniaMatch: ImportReply;
let sprawlMatch: ImportReply;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // A small search per step: the review's figures are measured by bench:review, not here.
  web = await startWebServer({ reviewIterations: 16, importRatePerSecond: 1000, importBurst: 1000 });
  browser = await launchBrowser();
  const api = new RoomsApi(web.url);
  urbaniaMatch = await api.importReplay(urbaniaReplayFile('web-review'));
  sprawlMatch = await api.importReplay(longReplayFile('web-review-none', 10));
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function openReplay(
  match: ImportReply,
  viewport: { width: number; height: number },
  language: 'en' | 'it' = 'en',
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  contexts.push(context);
  await context.addInitScript((lng) => localStorage.setItem('sprawl.locale.v1', lng), language);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(60_000);
  await page.goto(`${web.url}/room/${match.roomId}/replay/${match.matchId}?invite=${match.inviteCode}`);
  await page.waitForSelector('[data-testid=replay-table][aria-busy="false"]');
  return page;
}

const atStep = (page: Page, step: number) =>
  page.waitForSelector(`[data-testid=replay-table][data-step="${step}"][aria-busy="false"]`);

test('a finished Urbania match is reviewed: progress, a chart of chances with turning points, and the bot beside the person', async () => {
  const page = await openReplay(urbaniaMatch, { width: 1280, height: 800 });
  await page.locator('[data-action=review]').click();
  // The progress shows while the threads work (it may already be done on a fast machine).
  await page.waitForSelector('[data-testid=review-progress], [data-testid=review-chart]');
  await page.waitForSelector('[data-testid=review-chart]');
  // One line per seat, each with its own numbered markers (readable without colour).
  expect(await page.locator('[data-testid=review-chart] .review-line').count()).toBe(2);
  expect(
    await page.locator('[data-testid=review-chart] .review-line[data-seat="1"] .review-marker').count(),
  ).toBeGreaterThan(1);
  const marks = await page.locator('[data-testid=turning-mark]').count();
  const rows = page.locator('[data-testid=turning-points] tbody tr');
  expect(await rows.count()).toBe(marks);
  expect(marks).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(ARTIFACTS, 'review-1280x800.png'), fullPage: true });

  // A turning point's row seeks the replay to its step, by keyboard.
  const first = Number(await page.locator('[data-testid=turning-mark]').first().getAttribute('data-step'));
  await page.locator('[data-action=turning-point]').first().focus();
  await page.keyboard.press('Enter');
  await atStep(page, first);
  expect(await page.locator('[data-testid=review-chances]').innerText()).toContain(`after step ${first}`);

  // Stepping to a person's decision where the bot chose otherwise shows both moves with their worth.
  const review = await new RoomsApi(web.url).review(urbaniaMatch.roomId, urbaniaMatch.matchId, {
    inviteCode: urbaniaMatch.inviteCode,
  });
  if (review.status !== 'done') throw new Error(`the review is ${review.status}`);
  const differs = review.review.steps.find((s) => s.decision && !s.decision.same);
  if (!differs) throw new Error('the person always played as the bot would');
  await page.goto(
    `${web.url}/room/${urbaniaMatch.roomId}/replay/${urbaniaMatch.matchId}?invite=${urbaniaMatch.inviteCode}&step=${differs.step}`,
  );
  await atStep(page, differs.step);
  const decision = await page.locator('[data-testid=review-decision]').innerText();
  expect(decision).toContain('Ada played:');
  expect(decision).toContain('The bot would play:');
  expect(decision).toMatch(/expected chance \d+%|the bot did not try it/);
  await page.locator('[data-testid=review-panel]').screenshot({ path: path.join(ARTIFACTS, 'review-decision.png') });
});

test('on a phone and in Italian the stored review shows at once, in words of that language', async () => {
  const page = await openReplay(urbaniaMatch, { width: 390, height: 844 }, 'it');
  await page.waitForSelector('[data-testid=review-chart]');
  expect(await page.locator('[data-testid=turning-points] caption').innerText()).toContain('Svolte');
  await page.locator('[data-testid=review-panel]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'review-it-390x844.png'), fullPage: true });
  // The panel fits the phone's width.
  const box = await page.locator('[data-testid=review-panel]').boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});

test('a game without strong bots says that review is not available', async () => {
  const page = await openReplay(sprawlMatch, { width: 1280, height: 800 });
  await page.waitForSelector('[data-testid=review-unavailable]');
  expect(await page.locator('[data-action=review]').count()).toBe(0);
});
