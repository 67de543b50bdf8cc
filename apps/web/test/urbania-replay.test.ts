import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { nextInt, seedRng } from '@sprawl/rules';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * The replay viewer on an Urbania match: three seats (the host played through
 * the SDK with random legal moves, two bots) played to the end over the real
 * server, then stepped through in Chromium with the Urbania wing's replay
 * table. While stepping, no hand shows; with face-down cards shown (the match
 * is over), every hand and the piles do. Screenshots: test-artifacts/urbania/.
 */

jest.setTimeout(180_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'urbania');
let web: WebServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let match: { roomId: string; matchId: string; token: string; inviteCode: string; seat: number; last: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(3);
  }
}

/** An Urbania match played to its end: the host picks random moves from its own legal list, the bots answer at once. */
async function playMatch(): Promise<typeof match> {
  const api = new RoomsApi(web.url);
  const host = await api.createRoom({ game: 'urbania', seats: 3, name: 'Ada' });
  await api.addBot(host.roomId, host.token, 1);
  await api.addBot(host.roomId, host.token, 2);
  const conn = new MatchConnection({
    url: `${web.url.replace('http', 'ws')}/ws`,
    roomId: host.roomId,
    token: host.token,
    socket: nodeSocket,
  });
  await until(() => conn.state.connected, 'the host to connect');
  const { matchId } = await api.start(host.roomId, host.token);
  const rng = seedRng('urbania-replay');
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the match did not end in time (version ${conn.state.version})`);
      const steps = await api.steps(host.roomId, matchId, { token: host.token });
      if (steps.status === 'finished')
        return {
          roomId: host.roomId,
          matchId,
          token: host.token,
          inviteCode: host.inviteCode,
          seat: host.seat,
          last: steps.steps[steps.steps.length - 1].seq,
        };
      const legal = conn.state.legal;
      if (legal.length === 0) {
        await sleep(5);
        continue;
      }
      // A bot may move at the same moment; a refused stale move is simply chosen again.
      await conn.send(legal[nextInt(rng, legal.length)]).catch(() => undefined);
    }
  } finally {
    conn.close();
  }
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  web = await startWebServer({ botDelayMs: 0, wsRatePerSecond: 10_000, wsRateBurst: 10_000 });
  browser = await launchBrowser();
  match = await playMatch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function hostPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const seat = { ...match, name: 'Ada' };
  await context.addInitScript((s) => localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s })), seat);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  return page;
}

const atStep = (page: Page, step: number) =>
  page.waitForSelector(`[data-testid=replay-table][data-step="${step}"][aria-busy="false"]`);
/** Every card id shown on the page, by the data-card attribute the Urbania cards carry. */
const cardsShown = (page: Page) =>
  page.$$eval('[data-testid=replay-table] [data-card]', (els) => els.map((e) => e.getAttribute('data-card')));

test('an Urbania match is stepped through with its own table; hands show only with face-down cards, once it is over', async () => {
  const page = await hostPage();
  await page.goto(`${web.url}/room/${match.roomId}/replay/${match.matchId}`);
  await atStep(page, 0);
  // The Urbania wing draws the step: its city, no move buttons, no hidden cards.
  expect(await page.locator('[data-testid=replay-table].ur-replay').count()).toBe(1);
  expect(
    await page
      .locator('[data-testid=replay-table] .ur-panel button[data-action], [data-testid=replay-table] .ur-city button')
      .count(),
  ).toBe(0);
  expect(await page.locator('[data-testid=hidden-cards]').count()).toBe(0);
  expect(await page.locator('[data-testid=replay-status]').innerText()).toMatch(/Round 1 · .+ was to play/);

  // Stepping forward moves the table on.
  await page.locator('[data-action=step-forward]').click();
  await atStep(page, 1);
  await page.keyboard.press('End');
  await atStep(page, match.last);
  expect(await page.locator('[data-testid=replay-status]').innerText()).toContain('The game had ended');
  // Submitted projects are revealed at the end, so the final scores name them even without face-down cards.
  await page
    .locator('[data-testid=replay-table] [data-testid=final-scores], [data-testid=replay-table] .ur-final')
    .first()
    .waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'replay-end-1280x800.png') });

  // Face-down cards: every seat's hand, and the piles, at the middle step.
  const mid = Math.floor(match.last / 2);
  await page.goto(`${web.url}/room/${match.roomId}/replay/${match.matchId}?step=${mid}`);
  await atStep(page, mid);
  const publicCards = new Set(await cardsShown(page));
  await page.locator('[data-action=omniscient]').check();
  await page.locator('[data-testid=hidden-cards]').waitFor();
  for (let seat = 0; seat < 3; seat++) expect(await page.locator(`[data-testid=hidden-${seat}]`).count()).toBe(1);
  const faceDown = (await (
    await fetch(`${web.url}/api/rooms/${match.roomId}/matches/${match.matchId}/steps/${mid}/view?viewer=omniscient`, {
      headers: { authorization: `Bearer ${match.token}` },
    })
  ).json()) as { view: { players: { hand: string[] }[] } };
  const hands = faceDown.view.players.flatMap((p) => p.hand);
  expect(hands.length).toBeGreaterThan(0);
  const shown = new Set(await cardsShown(page));
  for (const id of hands) expect(shown.has(id)).toBe(true);
  // Those hand cards were not on the page before the face-down cards were asked for (unless lying face up too).
  expect(hands.some((id) => !publicCards.has(id))).toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'replay-face-down-1280x800.png'), fullPage: true });
});
