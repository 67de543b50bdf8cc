import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import type { SeatGrant } from '@sprawl/protocol';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { playBySdk } from './support/sdk-play';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * Accessible to everyone (issue 32), in Chromium against the real server:
 * axe-core finds no serious or critical violation on the start page, the
 * lobby, each game's table mid-match, the final scores, a replay, the match
 * list and the rules pages, at 1280×800 and 390×844; and matches are played
 * with the keyboard alone: a whole Hush Auction and ten of Ada's Urbania
 * turns, each move reached with Tab and made with Enter, its focus visible.
 * Screenshots in test-artifacts/accessibility/.
 */

jest.setTimeout(600_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'accessibility');
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

let web: WebServer;
let api: RoomsApi;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Many rooms from one address in a minute: the creation limit is lifted for the test.
  web = await startWebServer({
    botDelayMs: 20,
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

async function newPage(viewport: { width: number; height: number }, grant?: SeatGrant): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  if (grant)
    await context.addInitScript(
      (s) => localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s })),
      grant,
    );
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  return page;
}

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core's serious and critical findings on the page as it is now (the script is evaluated, not added as a tag: the page's CSP allows no inline script). */
async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('')}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** What axe found on the pages of one test, asserted empty at its end (so that one run lists every page's findings). */
let findings: { page: string; findings: Finding[] }[] = [];
beforeEach(() => {
  findings = [];
});
afterEach(() => {
  fs.writeFileSync(
    path.join(ARTIFACTS, `axe-${expect.getState().currentTestName?.replace(/\W+/g, '-').slice(0, 60)}.json`),
    JSON.stringify(findings, null, 1),
  );
  expect(findings).toEqual([]);
});

/** Checks the page at both sizes, with a screenshot of each. */
async function checkBoth(page: Page, name: string): Promise<void> {
  for (const viewport of [DESK, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    const found = await axeFindings(page);
    if (found.length) findings.push({ page: `${name} at ${viewport.width}x${viewport.height}`, findings: found });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${viewport.width}x${viewport.height}.png`) });
  }
  await page.setViewportSize(DESK);
}

const tableShown = (page: Page) => page.waitForFunction(() => window.__table?.snapshot().view != null);

describe('axe-core finds nothing serious', () => {
  test('the start page, the lobby, the join page and every rules page', async () => {
    const page = await newPage(DESK);
    await page.goto(web.url);
    await page.getByLabel('Your name').waitFor();
    await checkBoth(page, 'home');

    const host = await api.createRoom({ game: 'urbania', seats: 3, name: 'Ada' });
    const lobby = await newPage(DESK, host);
    await lobby.goto(`${web.url}/room/${host.roomId}`);
    await lobby.locator('[data-action=start]').waitFor();
    await checkBoth(lobby, 'lobby');

    const join = await newPage(DESK);
    await join.goto(`${web.url}/join/${host.inviteCode}?room=${host.roomId}`);
    await join.getByLabel('Your name').waitFor();
    await checkBoth(join, 'join');

    for (const game of ['urban-sprawl', 'urbania', 'hush-auction']) {
      const rules = await newPage(DESK);
      await rules.goto(`${web.url}/rules/${game}`);
      await rules.locator('.catalogue-card').first().waitFor();
      await checkBoth(rules, `rules-${game}`);
    }
  });

  test.each([
    ['urban-sprawl', { variant: 'short' }],
    ['urbania', undefined],
    ['hush-auction', undefined],
  ] as const)('%s: the table mid-match, the final scores, the match list and the replay', async (game, roomOptions) => {
    const middle = await playBySdk(web.url, game, { roomOptions, done: (v) => v >= 12 });
    const table = await newPage(DESK, middle);
    await table.goto(`${web.url}/room/${middle.roomId}`);
    await tableShown(table);
    // Each game's table links to its rules page (a new tab), on a phone too.
    expect(await table.getByTestId('rules-link').getAttribute('href')).toBe(`/rules/${game}`);
    await checkBoth(table, `${game}-table`);
    await table.setViewportSize(PHONE);
    expect(await table.getByTestId('rules-link').isVisible()).toBe(true);
    await table.setViewportSize(DESK);
    if (game === 'urban-sprawl') {
      // With a reason shown in place: a greyed move pressed, or (when every card can be used) a lot clicked.
      await table.waitForFunction(() => (window.__table?.snapshot().legal.length ?? 0) > 0);
      await table.locator('button[data-why], rect.lot-why').first().click({ force: true });
      await table.getByTestId('why-not').waitFor();
      await checkBoth(table, `${game}-table-why-not`);
    }
    // With the chat open beside the table (under it on a phone).
    await table.getByTestId('open-chat').click();
    await checkBoth(table, `${game}-table-chat`);

    const over = await playBySdk(web.url, game, { roomOptions });
    const final = await newPage(DESK, over);
    await final.goto(`${web.url}/room/${over.roomId}`);
    await final.locator('[data-action=rematch]').waitFor();
    await checkBoth(final, `${game}-final`);

    await final.goto(`${web.url}/room/${over.roomId}/matches`);
    await final.locator('.match-list a').first().waitFor();
    await checkBoth(final, `${game}-matches`);

    await final.goto(`${web.url}/room/${over.roomId}/replay/${over.matchId}?step=5`);
    await final.locator('[data-testid=replay-table], .ur-replay').first().waitFor();
    await checkBoth(final, `${game}-replay`);
  });
});

describe('tap targets on a phone', () => {
  test.each([
    ['urban-sprawl', { variant: 'short' }],
    ['urbania', undefined],
    ['hush-auction', undefined],
  ] as const)(
    '%s: every control of the table and the dock is at least 44×44 px at 390×844',
    async (game, roomOptions) => {
      const middle = await playBySdk(web.url, game, { roomOptions, done: (v) => v >= 12 });
      const page = await newPage(PHONE, middle);
      await page.goto(`${web.url}/room/${middle.roomId}`);
      await tableShown(page);
      for (const panel of [null, 'open-chat', 'open-people', 'open-log']) {
        if (panel) await page.getByTestId(panel).click();
        const small = await page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLElement>(
              'button, [role=button], a.btn, input:not([type=checkbox]):not([type=radio]), select',
            ),
          )
            // Lots and buildings of the board are drawn to the board's scale; the board has its own zoom for them.
            .filter(
              (el) =>
                !el.closest('.sr-only, svg') &&
                el.getClientRects().length > 0 &&
                getComputedStyle(el).visibility !== 'hidden',
            )
            .map((el) => ({
              el: `${el.tagName.toLowerCase()}.${el.className.split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 20)}"`,
              ...(({ width, height }) => ({ width: Math.round(width), height: Math.round(height) }))(
                el.getBoundingClientRect(),
              ),
            }))
            .filter((b) => b.width < 44 || b.height < 44),
        );
        expect({ panel, small }).toEqual({ panel, small: [] });
      }
    },
  );
});

/**
 * Presses Tab until the focus is on an element matching `selector`, then
 * checks that the focus shows (an outline) and presses Enter. The mouse is
 * never used. False when Tab went round the page without reaching one.
 */
async function tabTo(page: Page, selector: string, max = 250): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((sel) => {
      const el = document.activeElement;
      if (!el || !el.matches(sel) || (el as HTMLButtonElement).disabled) return null;
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
    }, selector);
    if (found) {
      expect({ selector, focusVisible: found.outline }).toEqual({ selector, focusVisible: true });
      return true;
    }
  }
  return false;
}

async function pressOn(page: Page, selector: string): Promise<boolean> {
  if (!(await tabTo(page, selector))) return false;
  await page.keyboard.press('Enter');
  return true;
}

const snapshot = (page: Page) =>
  page.evaluate(() => {
    const s = window.__table?.snapshot();
    return {
      version: s?.version ?? -1,
      legal: s?.legal.length ?? 0,
      finished: s?.room?.status === 'finished',
      active: (s?.view as { turn?: { active?: number } } | null)?.turn?.active ?? null,
      round: (s?.view as { turn?: { round?: number } } | null)?.turn?.round ?? null,
    };
  });

/**
 * Waits for the table to move past `version`, or for a refusal. A bot's move
 * made just before this one is refused as made on an old table ('Another move
 * was played just before yours'): the caller looks again. Any other refusal
 * fails the test with its sentence.
 */
async function moved(page: Page, version: number): Promise<void> {
  await page.waitForFunction(
    (v) =>
      (window.__table?.snapshot().version ?? v) !== v || document.querySelector('.form-error[role=alert]') !== null,
    version,
  );
  const refusals = (await page.locator('.form-error[role=alert]').allInnerTexts()).filter(
    (t) => !t.startsWith('Another move was played just before yours'),
  );
  expect(refusals).toEqual([]);
}

describe('played with the keyboard alone', () => {
  test('a whole Hush Auction match', async () => {
    const host = await api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
    await api.addBot(host.roomId, host.token, 1);
    await api.start(host.roomId, host.token);
    const page = await newPage(DESK, host);
    await page.goto(`${web.url}/room/${host.roomId}`);
    await tableShown(page);
    let moves = 0;
    for (let i = 0; i < 100; i++) {
      // A bid can be pressed once the table offers one and no move of ours is still on its way (its buttons are
      // disabled until the server answers): the bot's bid and ours are often committed together.
      await page.waitForFunction(() => {
        const s = window.__table?.snapshot();
        if (s?.room?.status === 'finished') return true;
        return (s?.legal.length ?? 0) > 0 && document.querySelector('[data-action=plain-move]:not(:disabled)') !== null;
      });
      const now = await snapshot(page);
      if (now.finished) break;
      expect(await pressOn(page, '[data-action=plain-move]')).toBe(true);
      await moved(page, now.version);
      moves++;
    }
    expect((await snapshot(page)).finished).toBe(true);
    expect(moves).toBeGreaterThanOrEqual(5);
    // The rematch is reached the same way.
    expect(await tabTo(page, '[data-action=rematch]')).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'keyboard-hush-auction-final.png') });
  });

  test('Urban Sprawl: a starting building claimed on the board itself', async () => {
    const host = await api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
    await api.addBot(host.roomId, host.token, 1);
    await api.start(host.roomId, host.token);
    const page = await newPage(DESK, host);
    await page.goto(`${web.url}/room/${host.roomId}`);
    await page.locator('[data-prompt=claimStart]').waitFor();
    const before = await snapshot(page);
    // A building on the board is a button to the keyboard: Tab to it, Enter picks it, then Confirm.
    expect(await pressOn(page, '.board g.building.selectable')).toBe(true);
    await page.locator('[data-action=confirm]:not([disabled])').waitFor();
    expect(await pressOn(page, '[data-action=confirm]')).toBe(true);
    await moved(page, before.version);
    await page.screenshot({ path: path.join(ARTIFACTS, 'keyboard-urban-sprawl-claim.png') });
  });

  test("ten of Ada's Urbania turns: drawing, renewing and paying card by card", async () => {
    const host = await api.createRoom({ game: 'urbania', seats: 2, name: 'Ada' });
    await api.addBot(host.roomId, host.token, 1);
    await api.start(host.roomId, host.token);
    const page = await newPage(DESK, host);
    await page.goto(`${web.url}/room/${host.roomId}`);
    await tableShown(page);
    const done: string[] = [];
    // Ada's turns are the rounds she acted in: a fast bot's whole turn can fall between two looks at the table.
    const rounds = new Set<number | null>();
    // Enough looks for a loaded machine, where many find the table between two of its frames (the test still needs ten rounds).
    for (let i = 0; i < 1000 && rounds.size < 10; i++) {
      await page.waitForFunction(() => {
        const s = window.__table?.snapshot();
        return (
          s?.room?.status === 'finished' ||
          (s?.legal.length ?? 0) > 0 ||
          (s?.view as { turn: { active: number } }).turn.active !== 0
        );
      });
      const now = await snapshot(page);
      if (now.finished) break;
      if (now.legal === 0) {
        // The bot's turn: wait for the table to move on, so that the loop counts moves, not how slow a loaded machine is.
        await page.waitForFunction((v) => {
          const s = window.__table?.snapshot();
          return s?.room?.status === 'finished' || (s?.version ?? v) !== v;
        }, now.version);
        continue;
      }
      // A payment under way: a live card, then its Pay button. Else renew, take a bonus card, draw, pass; when none
      // of those is offered (the turn's draws spent, renewals capped), hire or submit, or renew after all.
      const steps: [string, string][] =
        (await page.locator('[data-testid=pay-panel]').count()) > 0
          ? [
              ['[data-testid=pay-panel] button.ur-card.live', 'pay'],
              ['[data-action=confirm-pay]', ''],
            ]
          : [
              ...(done.filter((d) => d === 'renew').length < 6
                ? [['[data-action^=renew-]', 'renew'] as [string, string]]
                : []),
              ['[data-action=draw-resources]', 'draw'],
              ['[data-action^=draw-pool-]', 'draw'],
              ['[data-action=draw-projects]', 'draw'],
              ['[data-action=decline]', 'decline'],
              ['[data-action=pass]', 'pass'],
              ['[data-action^=hire-]', 'hire'],
              ['[data-action^=submit-]', 'submit'],
              ['[data-action^=renew-]', 'renew'],
            ];
      if (steps[0][1] === 'pay') {
        expect(await pressOn(page, steps[0][0])).toBe(true);
        expect(await pressOn(page, steps[1][0])).toBe(true);
        done.push('pay');
      } else {
        const step = await (async () => {
          for (const s of steps) if ((await page.locator(`${s[0]}:not([disabled])`).count()) > 0) return s;
          return null;
        })();
        if (!step) {
          await page.waitForTimeout(30);
          continue;
        }
        expect(await pressOn(page, step[0])).toBe(true);
        done.push(step[1]);
      }
      rounds.add(now.round);
      await moved(page, now.version);
    }
    expect(rounds.size).toBeGreaterThanOrEqual(10);
    expect(done).toEqual(expect.arrayContaining(['draw', 'renew', 'pay']));
    // The last renewal is marked on the city, for the eyes and in its square's name.
    expect(await page.locator('.ur-sq.last-move').count()).toBe(1);
    expect(await page.locator('.ur-sq.last-move .sr-only').innerText()).toContain('(the last renewal)');
    await page.screenshot({ path: path.join(ARTIFACTS, 'keyboard-urbania.png') });
  });
});
