import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CARDS, cardLines } from '@sprawl/rules/urban-sprawl/table';
import { hushAuction, urbaniaContent } from '@sprawl/rules';
import { launchBrowser } from './support/browser';
import { serveStatic } from './support/static';
import {
  ARTIFACT_ROOT,
  buildWeb,
  makeFixtureSets,
  openFixture,
  type FixtureSets,
  type GameId,
} from './support/fixture-pages';

/**
 * Reading cards in real Chromium: a click on a card in a market row or in a
 * hand opens it in full with the content data's text, Escape, the close
 * button and a tap outside close it, a live card's read button reads without
 * playing, and each game's rules page lists its whole catalogue.
 * Screenshots go to test-artifacts/cards/.
 */

jest.setTimeout(240_000);

const ARTIFACTS = path.join(ARTIFACT_ROOT, 'cards');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let sets: FixtureSets;
const errors: string[] = [];

beforeAll(async () => {
  sets = makeFixtureSets();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveStatic(buildWeb('card-reading'));
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

const open = (game: GameId, name: string, viewport = DESKTOP): Promise<Page> =>
  openFixture(browser, server.url, sets, game, name, viewport, errors);
const dialog = (page: Page) => page.locator('[data-testid=card-dialog]');

/** What the open dialog says: its card, title and text. */
async function readDialog(page: Page): Promise<{ card: string | null; title: string; text: string }> {
  await dialog(page).waitFor();
  return {
    card: await dialog(page).getAttribute('data-card'),
    title: await page.locator('[data-testid=card-title]').innerText(),
    text: await page.locator('[data-testid=card-text]').innerText(),
  };
}

/** Urban Sprawl's printed name of a card, from the content data. */
function usName(id: string): string {
  const c = CARDS.byId[id];
  switch (c.kind) {
    case 'contract':
    case 'event':
      return c.name;
    case 'renewal':
      return 'Urban Renewal';
    case 'permit':
      return `Build Permit ×${c.permits}`;
  }
}

test('Urban Sprawl: a contract in the row and a card in the hand open in full, and close by Escape, button and a tap outside', async () => {
  const page = await open('urban-sprawl', 'mid');
  const row = page.locator('[data-testid^=contract-box-][data-card]').first();
  const contract = (await row.getAttribute('data-card'))!;
  expect(CARDS.byId[contract].kind).toBe('contract');
  await row.locator('[data-readable]').click();
  const shown = await readDialog(page);
  expect(shown.card).toBe(contract);
  expect(shown.title).toBe(usName(contract));
  // Every line of the card's text, in full (the row itself cuts long lines short).
  expect(shown.text.split('\n').filter(Boolean)).toEqual(cardLines(CARDS.byId[contract]));
  // And what its numbers mean: the zone and lots, each vocation.
  const card = CARDS.byId[contract];
  const notes = await page.locator('[data-testid=card-notes]').innerText();
  if (card.kind === 'contract') {
    expect(notes).toContain(`on ${card.size} lot`);
    for (const v of card.vocations) expect(notes).toContain(`${v.value} wealth or ${v.value} prestige`);
  }
  await page.screenshot({ path: path.join(ARTIFACTS, 'urban-sprawl-contract-1280x800.png') });
  await page.keyboard.press('Escape');
  expect(await dialog(page).count()).toBe(0);

  const seat = sets['urban-sprawl'].mid.seat;
  const hand = (sets['urban-sprawl'].mid.view as { players: { planning: string[] }[] }).players[seat].planning;
  expect(hand.length).toBeGreaterThan(0);
  const mine = page.locator(`.hand [data-card="${hand[0]}"] [data-readable]`);
  await mine.click();
  const read = await readDialog(page);
  expect(read.title).toBe(usName(hand[0]));
  expect(read.text.split('\n').filter(Boolean)).toEqual(cardLines(CARDS.byId[hand[0]]));
  await page.click('[data-testid=card-close]');
  expect(await dialog(page).count()).toBe(0);

  // Keyboard: a card face is a button; Enter opens it, and a tap outside the card closes it.
  await mine.focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
  await page.mouse.click(5, 5);
  expect(await dialog(page).count()).toBe(0);
  // Reading a card never plays it: the fixture source would have refused a move with a line above the table.
  expect(await page.locator('[data-testid=move-refusal]').count()).toBe(0);
  await page.close();
});

test("Urban Sprawl on a phone: the planning row's card opens in full and fits the screen", async () => {
  const page = await open('urban-sprawl', 'mid', PHONE);
  const row = page.locator('[data-testid^=planning-box-][data-card]').first();
  const id = (await row.getAttribute('data-card'))!;
  await row.locator('[data-readable]').click();
  const shown = await readDialog(page);
  expect(shown.title).toBe(usName(id));
  const box = await dialog(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: path.join(ARTIFACTS, 'urban-sprawl-planning-390x844.png') });
  await page.close();
});

test('Urbania: a pool card and a hand card open in full; a live card is read through its button without being drawn', async () => {
  const waiting = sets.urbania.waiting;
  const page = await open('urbania', 'waiting');
  const poolId = waiting.view.pool[0];
  await page.locator(`[data-testid=supply] [data-card="${poolId}"]`).click();
  let shown = await readDialog(page);
  const pool = urbaniaContent.resource[poolId];
  expect(shown.card).toBe(poolId);
  expect(shown.title.toLowerCase()).toBe(`${pool.suit} resource card`);
  if (pool.coins) expect(shown.text).toContain(`$${pool.coins} in ${pool.suit} coins`);
  if (pool.workers) expect(shown.text).toContain(`${pool.workers} ${pool.suit} worker`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'urbania-pool-1280x800.png') });
  await page.keyboard.press('Escape');
  expect(await dialog(page).count()).toBe(0);

  const me = waiting.view.players[waiting.seat as number];
  const projects = me.projects ?? [];
  const handId = projects[0] ?? (me.hand ?? [])[0];
  expect(handId).toBeDefined();
  await page
    .locator(
      `[data-testid=hand] [data-card="${handId}"] [data-readable], [data-testid=hand] [data-readable]:has([data-card="${handId}"])`,
    )
    .first()
    .click();
  shown = await readDialog(page);
  expect(shown.card).toBe(handId);
  const project = urbaniaContent.project[handId];
  if (project) {
    expect(shown.text).toMatch(/^Scores /);
    if (project.kind === 'district' || project.kind === 'building')
      expect(shown.text).toContain(`Scores ${project.perBuilding} VP for each renewed`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'urbania-project-1280x800.png') });
  }
  await page.click('[data-testid=card-close]');
  expect(await dialog(page).count()).toBe(0);
  await page.close();

  const live = await open('urbania', 'turn');
  const first = sets.urbania.turn.view.pool[0];
  await live.locator(`[data-testid=supply] .ur-card-wrap:has([data-card="${first}"]) [data-read]`).click();
  shown = await readDialog(live);
  expect(shown.card).toBe(first);
  await live.keyboard.press('Escape');
  expect(await live.evaluate(() => window.__table?.sent?.moves ?? [])).toEqual([]);
  await live.close();
});

/** Hush Auction's whole deck as its engine deals it: the hands, the first prize and the pile. */
function hushDeck(): string[] {
  const s = hushAuction.setup({ seed: 'card-reading', seats: 2, options: { length: 'standard' } });
  return [...s.pile, ...s.offer, ...s.players.flatMap((p) => p.hand)];
}

test('each table links to its rules page, which lists every card of the catalogue, each openable', async () => {
  const catalogues: Record<GameId | 'hush-auction', string[]> = {
    'urban-sprawl': [...CARDS.planning, ...CARDS.town, ...CARDS.city, ...CARDS.metropolis],
    urbania: [...urbaniaContent.resources.map((c) => c.id), ...urbaniaContent.projects.map((p) => p.id)],
    'hush-auction': hushDeck(),
  };
  expect(catalogues['urban-sprawl'].length).toBe(Object.keys(CARDS.byId).length);
  const tables: Record<GameId, string> = { 'urban-sprawl': 'mid', urbania: 'turn' };
  // Hush Auction has no dev fixtures: its table's link is checked against the real server (accessibility.test.ts).
  for (const game of ['urban-sprawl', 'urbania', 'hush-auction'] as const) {
    const table = game === 'hush-auction' ? null : await open(game, tables[game]);
    const rules = table ? await followRulesLink(table, game) : await browser.newPage({ viewport: DESKTOP });
    if (!table) {
      rules.on('pageerror', (e) => errors.push(e.message));
      await rules.goto(`${server.url}/rules/${game}`);
    }
    await rules.waitForSelector('[data-testid=catalogue]');
    expect(new URL(rules.url()).pathname).toBe(`/rules/${game}`);
    const ids = await rules
      .locator('[data-testid=catalogue-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    expect(ids.length).toBe(catalogues[game].length);
    expect([...ids].sort()).toEqual([...catalogues[game]].sort());
    expect(await rules.locator('.rules-howto').innerText()).toMatch(/How to play/i);
    await rules.screenshot({ path: path.join(ARTIFACTS, `${game}-rules-1280x800.png`) });
    // The last card of the catalogue opens in full too.
    await rules.locator('[data-testid=catalogue-card]').last().click();
    const shown = await readDialog(rules);
    expect(shown.card).toBe(ids[ids.length - 1]);
    expect(shown.text.length).toBeGreaterThan(10);
    await rules.screenshot({ path: path.join(ARTIFACTS, `${game}-rules-card-1280x800.png`) });
    await rules.close();
    await table?.close();

    // On a phone the page does not scroll sideways.
    const phone = await browser.newPage({ viewport: PHONE });
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(`${server.url}/rules/${game}`);
    await phone.waitForSelector('[data-testid=catalogue]');
    expect(await phone.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.screenshot({ path: path.join(ARTIFACTS, `${game}-rules-390x844.png`) });
    await phone.close();
  }
});

/** Follows a table's Rules link, which opens the game's rules page in a new tab. */
async function followRulesLink(table: Page, game: string): Promise<Page> {
  const link = table.locator('[data-testid=rules-link]');
  expect(await link.getAttribute('href')).toBe(`/rules/${game}`);
  expect(await link.getAttribute('target')).toBe('_blank');
  const [rules] = await Promise.all([table.context().waitForEvent('page'), link.click()]);
  rules.on('pageerror', (e) => errors.push(e.message));
  return rules;
}

test("Hush Auction's rules page: the deck by colour, 16 a colour, each card with its value and what it does", async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/rules/hush-auction`);
  await page.waitForSelector('[data-testid=catalogue]');
  expect(await page.locator('h1').innerText()).toBe('Hush Auction');
  const groups = await page
    .locator('.catalogue-group')
    .evaluateAll((els) => els.map((g) => [g.getAttribute('aria-label'), g.querySelectorAll('[data-card]').length]));
  expect(groups).toEqual([
    ['Reed cards', 16],
    ['Clay cards', 16],
    ['Moss cards', 16],
    ['Salt cards', 16],
  ]);
  const howTo = await page.locator('.rules-howto').innerText();
  for (const fact of ['2 to 5 players', '64 cards', 'reed, clay, moss, and salt', '1 to 16', 'dealt 4 cards'])
    expect(howTo).toContain(fact);
  expect(howTo).toContain('The game lasts 8 rounds, 5 in the short game');
  await page.locator('[data-card="moss-12"]').click();
  const shown = await readDialog(page);
  expect(shown).toEqual({
    card: 'moss-12',
    title: 'Moss 12',
    text: expect.stringContaining('whoever takes it scores 12 points'),
  });
  expect(shown.text).toContain('adds 12 to the total of your hand, which breaks a tie');
  expect(await page.locator('.card-full-kind').textContent()).toBe('Moss card');
  await page.close();
});

test('a game without a reference gets a sentence, not a blank page', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/rules/no-such-game`);
  expect(await page.locator('h2').innerText()).toBe('No rules reference');
  await page.close();
});
