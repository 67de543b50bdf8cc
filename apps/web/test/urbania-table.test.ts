import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { UrAction } from '@sprawl/rules';
import { launchBrowser } from './support/browser';
import { serveStatic } from './support/static';
import { makeUrbaniaFixtures, type HiddenCards } from '../scripts/make-urbania-fixtures';
import type { UrbaniaFixtures } from '../src/games/urbania/fixture';
// The page's test hooks (window.__fixtures, window.__table), typed.
import type {} from '../src/lib/fixture';
import type {} from '../src/lib/table-hook';
import { urbaniaContent } from '@sprawl/rules';
import { projectRule } from '../src/games/urbania/words';

/**
 * The Urbania table in real Chromium, rendered by the dev route from tables
 * the rules engine produced in seeded random games. The fixtures are handed to
 * the page before it loads; every move the table sends is recorded on
 * window.__table.sent and must be one of the legal moves given to it.
 * Screenshots go to test-artifacts/urbania/.
 */

jest.setTimeout(180_000);

const WEB = path.join(__dirname, '..');
const ARTIFACTS = path.join(WEB, '..', '..', 'test-artifacts', 'urbania');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let fixtures: UrbaniaFixtures;
const hidden: HiddenCards = {};
const pageErrors: string[] = [];

/** The production build, in its own folder so other test files' builds never collide with it. */
function buildWeb(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'urbania-web-'));
  const vite = path.join(path.dirname(require.resolve('vite/package.json', { paths: [WEB] })), 'bin', 'vite.js');
  // Jest sets NODE_ENV=test, which would make Vite build for development.
  execFileSync(process.execPath, [vite, 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return out;
}

beforeAll(async () => {
  fixtures = makeUrbaniaFixtures(hidden);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(buildWeb());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
  pageErrors.length = 0;
});

async function open(name: string, size: keyof typeof SIZES = 'desktop'): Promise<Page> {
  expect(fixtures[name]).toBeDefined();
  const page = await browser.newPage({ viewport: SIZES[size] });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(10_000);
  await page.addInitScript(
    (all) => {
      window.__fixtures = all;
    },
    fixtures as Record<string, unknown>,
  );
  await page.goto(`${server.url}/dev/urbania/${name}`);
  await page.waitForSelector('[data-testid=urbania-table]');
  return page;
}

const sent = (page: Page) => page.evaluate(() => window.__table?.sent?.moves ?? []) as Promise<UrAction[]>;

/** Screenshots at both sizes, checking on the way that nothing scrolls sideways. */
async function shots(name: string, file: string): Promise<void> {
  for (const size of ['desktop', 'phone'] as const) {
    const page = await open(name, size);
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
    await page.screenshot({ path: path.join(ARTIFACTS, `${file}-${SIZES[size].width}x${SIZES[size].height}.png`) });
    await page.close();
  }
}

test('a seat sees the city, track, supply, its hand and every score', async () => {
  const f = fixtures.turn;
  const page = await open('turn');
  expect(await page.locator('[data-square]').count()).toBe(49);
  for (const p of f.view.players)
    expect(await page.locator(`[data-testid=score-${p.seat}]`).innerText()).toBe(`${p.score} VP`);
  const hand = f.view.players[f.seat as number].hand ?? [];
  for (const id of hand) expect(await page.locator(`[data-testid=hand] [data-card="${id}"]`).count()).toBe(1);
  // Exactly the squares the server lists as renewable are clickable.
  const renewable = f.legal
    .filter((a) => a.type === 'renew')
    .map((a) => String(a.square))
    .sort();
  const live = await page
    .locator('button[data-square]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-square') ?? ''));
  expect(live.sort()).toEqual(renewable);
  expect(await page.locator('[data-testid=prompt]').innerText()).toMatch(/Choose an action/);
  expect(await page.locator('[data-testid=resource-pile]').innerText()).toContain(String(f.view.resourcePileCount));
  // No internal id reaches the words on the page.
  const text = await page.locator('[data-testid=urbania-table]').innerText();
  expect(text).not.toMatch(/\b[rpt]\d\d\b/);
  // Log lines name players, not seat placeholders.
  expect(text).not.toContain('{s');
  expect(text).toContain(f.names[0]);
  await page.close();
  await shots('turn', 'turn');
});

test('a seat waiting for another player sees its own hand and nothing to click', async () => {
  const f = fixtures.waiting;
  expect(f.legal).toEqual([]);
  const page = await open('waiting');
  const hand = f.view.players[f.seat as number].hand ?? [];
  for (const id of hand) expect(await page.locator(`[data-testid=hand] [data-card="${id}"]`).count()).toBe(1);
  expect(await page.locator('button[data-square], [data-action]').count()).toBe(0);
  expect(await page.locator('[data-testid=turn]').innerText()).toContain(`${f.names[f.view.turn.active]}'s turn`);
  await page.close();
});

test('a spectator sees counts but no card of any hand', async () => {
  const page = await open('spectator');
  expect(await page.locator('[data-testid=hand]').count()).toBe(0);
  expect(await page.locator('.ur-project').count()).toBe(0);
  expect(await page.locator('button[data-square], [data-action]').count()).toBe(0);
  const html = await page.content();
  expect(hidden.spectator.length).toBeGreaterThan(0);
  for (const id of hidden.spectator) expect(html).not.toContain(`data-card="${id}"`);
  // Hidden project cards' names never show either.
  const text = await page.locator('[data-testid=urbania-table]').innerText();
  for (const id of hidden.spectator.filter((c) => urbaniaContent.project[c]))
    expect(text).not.toContain(projectRule(urbaniaContent.project[id]));
  for (const p of fixtures.spectator.view.players)
    expect(await page.locator(`[data-testid=player-${p.seat}]`).innerText()).toContain(`${p.handCount} resource card`);
  await page.close();
  await shots('spectator', 'spectator');
});

test('clicking a renewable square sends that legal renewal, and nothing else', async () => {
  const f = fixtures.turn;
  const page = await open('turn');
  const square = page.locator('button[data-square]').first();
  const n = Number(await square.getAttribute('data-square'));
  await square.click();
  const moves = await sent(page);
  expect(moves).toEqual([{ type: 'renew', square: n }]);
  expect(f.legal).toContainEqual(moves[0]);
  await page.close();
});

test('drawing from the pool sends the legal take of that card', async () => {
  const f = fixtures.turn;
  const page = await open('turn');
  await page.click('[data-action=draw-pool-0]');
  const moves = await sent(page);
  expect(moves).toEqual([{ type: 'take', from: 'pool', card: f.view.pool[0] }]);
  expect(f.legal).toContainEqual(moves[0]);
  await page.close();
});

test('paying for a renewal: choose a card, see what it adds, confirm, and exactly its legal pick is sent', async () => {
  const f = fixtures['pay-renew'];
  const page = await open('pay-renew');
  await page.waitForSelector('[data-testid=pay-panel]');
  const card = page.locator('[data-testid=pay-panel] button[data-card]').first();
  const id = await card.getAttribute('data-card');
  await card.click();
  await page.screenshot({ path: path.join(ARTIFACTS, 'pay-renew-chosen-1280x800.png') });
  expect(await sent(page)).toEqual([]);
  await page.click('[data-action=confirm-pay]');
  const moves = await sent(page);
  expect(moves).toEqual([{ type: 'pick', card: id }]);
  expect(f.legal).toContainEqual(moves[0]);
  // Only cards the server lists as pickable are live.
  const live = await page
    .locator('[data-testid=pay-panel] button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(live.sort()).toEqual(
    f.legal
      .filter((a) => a.type === 'pick')
      .map((a) => a.card)
      .sort(),
  );
  await page.click('[data-action=undo]');
  expect(await page.evaluate(() => window.__table?.sent?.undos)).toBe(1);
  await page.close();
  await shots('pay-renew', 'pay-renew');
});

test('a card worth more than is still owed is flagged before it is paid', async () => {
  const f = fixtures['pay-renew'];
  const pending = f.view.pending;
  if (pending?.kind !== 'renew') throw new Error('the pay-renew fixture has no renewal under way');
  expect(pending.picked ?? []).toEqual([]);
  const cost = urbaniaContent.tile[f.view.board[pending.square].tile].cost;
  const page = await open('pay-renew');
  const live = f.legal.flatMap((a) => (a.type === 'pick' ? [a.card] : []));
  // With nothing paid yet, a pickable card adds its own and its wild workers.
  const adds = (id: string) => urbaniaContent.resource[id].workers + urbaniaContent.resource[id].rainbowWorkers;
  for (const id of live) {
    await page.click(`[data-testid=pay-panel] button[data-card="${id}"]`);
    expect(await page.locator('[data-testid=overpay-warning]').count()).toBe(adds(id) > cost ? 1 : 0);
    await page.click(`[data-testid=pay-panel] button[data-card="${id}"]`);
  }
  expect(await sent(page)).toEqual([]);
  await page.close();
});

test('a card icon offers a card or a polite refusal, each a legal move', async () => {
  const f = fixtures.bonus;
  const page = await open('bonus');
  expect(await page.locator('[data-testid=prompt]').innerText()).toMatch(/Card icon/);
  await page.click('[data-action=decline]');
  const moves = await sent(page);
  expect(moves).toEqual([{ type: 'decline' }]);
  expect(f.legal).toContainEqual(moves[0]);
  await page.close();
});

test('hiring a specialist sends the listed hire', async () => {
  const f = fixtures.turn;
  const hire = f.legal.find((a) => a.type === 'hire');
  if (!hire) return;
  const page = await open('turn');
  await page.click(`[data-action=hire-${hire.specialist}]`);
  expect(await sent(page)).toEqual([hire]);
  await page.close();
});

test('paying for a hire offers the coin cards lying in front of the player', async () => {
  const f = fixtures['pay-hire'];
  const page = await open('pay-hire');
  const front = f.view.players[f.seat as number].front;
  expect(front.length).toBeGreaterThan(0);
  for (const id of front) expect(await page.locator(`[data-testid=pay-panel] [data-card="${id}"]`).count()).toBe(1);
  await page.close();
  await shots('pay-hire', 'pay-hire');
});

test('the end phase is announced with the turns remaining', async () => {
  const page = await open('end-phase');
  expect(await page.locator('[data-testid=end-phase]').innerText()).toMatch(
    /end phase has begun: (\d+ turns left|this is the last turn)/,
  );
  await page.close();
  await shots('end-phase', 'end-phase');
});

test("final scores reveal every project with what it scored, adding up to each player's project points", async () => {
  const f = fixtures.final;
  const page = await open('final');
  await page.waitForSelector('[data-testid=final-scores]');
  const standings = f.view.final?.standings ?? [];
  expect(standings.length).toBe(f.view.players.length);
  for (const row of standings) {
    const submitted = f.view.players[row.seat].submitted ?? [];
    let total = 0;
    for (const id of submitted) {
      const text = await page.locator(`[data-testid=final-${row.seat}] [data-testid=project-points-${id}]`).innerText();
      total += Number(text.replace(' VP', ''));
    }
    expect(total).toBe(row.breakdown.projects);
    expect(await page.locator(`[data-testid=final-${row.seat}]`).innerText()).toContain(`${row.score} VP`);
  }
  const winner = f.names[f.view.final?.winners[0] ?? 0];
  expect(await page.locator('[data-testid=game-over]').innerText()).toContain(winner);
  expect(await page.locator('[data-testid=tie-break]').innerText()).toMatch(/project points/);
  await page.close();
  await shots('final', 'final');
  await shots('final-spectator', 'final-spectator');
});
