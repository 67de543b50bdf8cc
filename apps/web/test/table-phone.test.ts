import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { serveStatic } from './support/static';
import {
  ARTIFACT_ROOT,
  GAMES,
  buildWeb,
  makeFixtureSets,
  openFixture,
  type FixtureSets,
  type GameId,
} from './support/fixture-pages';

/**
 * Both tables on a phone (390×844) and on a laptop (1280×800), from the dev
 * fixture routes: nothing scrolls sideways, the header stays short, card
 * names stay readable, the log opens from a drawer and every button a prompt
 * shows is tall enough for a thumb. Screenshots go to test-artifacts/phone/.
 */

jest.setTimeout(240_000);

const ARTIFACTS = path.join(ARTIFACT_ROOT, 'phone');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A seat with moves to make (Build, Take, Favor; renew, draw, hire); seats owing a decision, and the final scores. */
const TURN: Record<GameId, string> = { 'urban-sprawl': 'mid', urbania: 'turn' };
const PROMPTS: Record<GameId, string[]> = {
  'urban-sprawl': ['prompt-payChoice', 'prompt-bid', 'prompt-vocationSplit', 'final-4p'],
  urbania: ['pay-renew', 'bonus', 'final'],
};
const LOG_LINE: Record<GameId, string> = { 'urban-sprawl': '.log-line', urbania: '[data-testid=log] li' };

let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let sets: FixtureSets;
const errors: string[] = [];

beforeAll(async () => {
  sets = makeFixtureSets();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(buildWeb('table-phone'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(() => {
  expect(errors).toEqual([]);
  errors.length = 0;
});

/**
 * The replay viewer over a stored table: the two replay endpoints answered by
 * the test (steps, and the fixture's view at every step), so the page needs
 * no server. The room and game list go unanswered, which the viewer allows.
 */
async function openReplay(
  game: GameId,
  view: unknown,
  seats: string[],
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => errors.push(e.message));
  page.setDefaultTimeout(10_000);
  const steps = [0, 1, 2, 3].map((seq) => ({
    seq,
    seat: seq === 0 ? -1 : (seq - 1) % seats.length,
    kind: seq === 0 ? 'start' : 'move',
    at: new Date(0).toISOString(),
    log: [{ text: `Step ${seq} happened.`, seat: seq === 0 ? undefined : 0 }],
    turn: seq + 1,
    activeSeat: seq % seats.length,
    scores: seats.map((_, i) => ({ score: seq * (i + 1) })),
  }));
  await page.route('**/api/rooms/*/matches/*/steps**', (route) => {
    const url = new URL(route.request().url());
    const at = url.pathname.match(/\/steps\/(\d+)\/view$/);
    const body = at
      ? { step: Number(at[1]), view }
      : {
          matchId: 'm1',
          game,
          status: 'finished',
          rulesVersion: '1',
          reproducible: true,
          seats,
          series: [{ key: 'score', label: 'Score' }],
          steps,
        };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.goto(`${server.url}/room/r1/replay/m1?invite=code&step=2`);
  await page.waitForSelector(
    game === 'urbania' ? '[data-testid=urbania-table], .ur-table' : '[data-testid=replay-table]',
  );
  return page;
}

const open = (game: GameId, name: string, viewport = PHONE): Promise<Page> =>
  openFixture(browser, server.url, sets, game, name, viewport, errors);

const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Every visible button a player may press for a move or a decision, with its height. */
const moveButtons = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'button.btn, button[data-action], button[data-card], .prompt button, .wizard button',
      ),
    )
      .filter((b) => b.offsetParent !== null && !b.closest('.log-drawer'))
      .map((b) => ({ text: (b.textContent ?? '').trim().slice(0, 30), height: b.getBoundingClientRect().height })),
  );

describe.each(GAMES)('%s on a phone', (game) => {
  test('no sideways scroll, a short header, readable card names, tall buttons; screenshots at both sizes', async () => {
    const page = await open(game, TURN[game]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
    const buttons = await moveButtons(page);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((b) => b.height < 40)).toEqual([]);
    if (game === 'urban-sprawl') {
      // Two lines of header at most: brand and links, then the turn and its buttons.
      expect(await page.locator('[data-action=undo]').isVisible()).toBe(true);
      const header = await page.locator('.topbar').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(2 * 44 + 20);
      const names = await page.locator('.card-name').evaluateAll((els) =>
        els.map((e) => ({
          text: e.textContent ?? '',
          font: parseFloat(getComputedStyle(e).fontSize),
          clipped: e.scrollWidth > e.clientWidth + 1,
          width: e.getBoundingClientRect().width,
        })),
      );
      expect(names.length).toBeGreaterThan(5);
      expect(names.filter((n) => n.font < 12 || n.clipped || n.width <= 40)).toEqual([]);
    } else {
      const cards = await page
        .locator('.ur-card')
        .evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
      expect(cards.length).toBeGreaterThan(0);
      for (const size of cards) expect(size).toBeGreaterThanOrEqual(12);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `${game}-390x844.png`) });
    await page.close();

    const wide = await open(game, TURN[game], DESKTOP);
    expect(await sidewaysScroll(wide)).toBeLessThanOrEqual(DESKTOP.width);
    // On a laptop the log stays where it was, with no drawer button.
    expect(await wide.locator('[data-testid=log-toggle]').isVisible()).toBe(false);
    expect(await wide.locator(LOG_LINE[game]).first().isVisible()).toBe(true);
    await wide.screenshot({ path: path.join(ARTIFACTS, `${game}-1280x800.png`) });
    await wide.close();
  });

  test('the log opens from a drawer without scrolling past the table, and closes again', async () => {
    const page = await open(game, TURN[game]);
    expect(await page.locator(LOG_LINE[game]).first().isVisible()).toBe(false);
    const toggle = page.locator('[data-testid=log-toggle]');
    // The button is on the first screen, not below the table.
    const box = await toggle.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(box!.height).toBeGreaterThanOrEqual(40);
    await toggle.click();
    const lines = page.locator(LOG_LINE[game]);
    expect(await lines.count()).toBeGreaterThan(0);
    expect(await lines.last().isVisible()).toBe(true);
    const last = await lines.last().boundingBox();
    expect(last!.y).toBeGreaterThanOrEqual(0);
    expect(last!.y + last!.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: path.join(ARTIFACTS, `${game}-log-390x844.png`) });
    await page.keyboard.press('Escape');
    expect(await lines.last().isVisible()).toBe(false);
    await toggle.click();
    await page.locator('.log-drawer-close').click();
    expect(await lines.last().isVisible()).toBe(false);
    await page.close();
  });

  test("every prompt's buttons can be pressed with a thumb, and nothing scrolls sideways", async () => {
    for (const name of PROMPTS[game]) {
      const page = await open(game, name);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
      const buttons = await moveButtons(page);
      // Urbania's final scores ask nothing; every other screen here offers buttons.
      if (name !== 'final') expect(buttons.length).toBeGreaterThan(0);
      expect(buttons.filter((b) => b.height < 40).map((b) => ({ name, ...b }))).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `${game}-${name}-390x844.png`), fullPage: true });
      await page.close();
    }
  });

  test('the replay viewer does not scroll sideways on a phone', async () => {
    const f = game === 'urbania' ? sets.urbania.final : sets['urban-sprawl']['final-2p'];
    const seats = game === 'urbania' ? sets.urbania.final.names : ['Ada', 'Grace'];
    const page = await openReplay(game, f.view, seats, PHONE);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(ARTIFACTS, `${game}-replay-390x844.png`) });
    await page.close();
  });
});
