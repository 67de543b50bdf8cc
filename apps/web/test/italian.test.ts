import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * Issue 33: the pages in Italian. A browser whose language is English
 * starts in English, switches to Italian with the picker, keeps it across a
 * reload, and plays a little Urban Sprawl and a little Urbania with a bot:
 * no word from a list of the UI's common English words may be on the home
 * page, the lobby or either table (nor in the People panel's notification
 * settings). Screenshots: test-artifacts/italian/.
 */

jest.setTimeout(300_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'italian');
let web: WebServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

/** Words of the UI in English that an Italian page must not show (whole words, case as the UI writes them). */
const ENGLISH = [
  'the',
  'and',
  'you',
  'your',
  'Your',
  'with',
  'Waiting',
  'turn',
  'Players',
  'Player',
  'Contracts',
  'People',
  'Log',
  'Send',
  'Copy',
  'Start',
  'Create',
  'room',
  'Seats',
  'seat',
  'Join',
  'Watch',
  'left',
  'cards',
  'Build',
  'Undo',
  'End',
  'Score',
  'Wealth',
  'Prestige',
  'Matches',
  'Connected',
  'Reconnecting',
  'Zoom',
  'Town',
  'City',
  'Metropolis',
  'Planning',
  'Favor',
  'Invest',
  'Pace',
  'Live',
  'Across',
  'Game',
  'Standard',
  'Empty',
  'online',
  'offline',
  'Rules',
  'Home',
  'Language',
  'Loading',
  'deck',
  'Hand',
  'Pass',
  'Draw',
  'Renew',
  'Hire',
  'Submit',
  'Pool',
  'points',
  'over',
  'Workers',
  'Coins',
  'Nothing',
  'block',
  'value',
  'Civic',
  'Commercial',
  'Industrial',
  'Residential',
  'Park',
  'WATER',
  'WILDERNESS',
  'permits',
  'claiming',
  'VP',
  'workers',
  'renew',
  'scored',
  'outlined',
  'Decks',
  'Legend',
  'Elections',
  'wins',
  'Watching',
  'LOG',
  // The notification settings in the People panel (the seat's switch, its email, the host's webhook).
  'Notify',
  'my',
  'tab',
  'closed',
  'hidden',
  'Email',
  'emailed',
  'Remove',
  'posted',
  'address',
  'Confirm',
  // The lobby's badge and waiting line (issue 50, an outside reader's finding).
  'host',
];

/** The English words on the page (its visible text, and its buttons' and regions' names). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]')).map((el) =>
      [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')]
        .filter(Boolean)
        .join(' '),
    );
    return `${document.body.innerText}\n${names.join('\n')}`;
  });
  const found = new Set<string>();
  for (const w of ENGLISH) {
    const re = new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'u');
    const line = text.split('\n').find((l) => re.test(l));
    if (line) found.add(`${w}: ${line.trim().slice(0, 100)}`);
  }
  return [...found];
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  web = await startWebServer({ botDelayMs: 20 });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await new Promise((r) => setTimeout(r, 1000));
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
const version = (page: Page) => page.evaluate(() => window.__table?.snapshot().version ?? -1);

/** A room of `game` for two, made from the Italian start page, a bot in the other seat, started; returns when the table is drawn. */
async function startAgainstBot(page: Page, game: string, lobbyShot: string): Promise<void> {
  await page.goto(web.url);
  await page.fill('input[name=name]', 'Giulia');
  await page.check(`input[name=game][value=${game}]`);
  await page.check('input[name=seats][value="2"]');
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=invite-link]');
  await page.locator('[data-action=add-bot]').first().click();
  await page.waitForSelector('.seats li.taken >> nth=1');
  await page.waitForSelector('[data-action=start]:not([disabled])');
  expect(await englishOn(page)).toEqual([]);
  await shot(page, lobbyShot);
  await page.click('[data-action=start]');
  await page.waitForFunction(
    () => (window.__table?.snapshot().version ?? -1) >= 0 && !!window.__table?.snapshot().view,
  );
}

test('English by default, Italian once chosen, kept across a reload', async () => {
  const page = await newPage();
  await page.goto(web.url);
  await page.waitForSelector('h1');
  expect(await page.locator('h1').innerText()).toBe('Play with friends');
  await page.selectOption('[data-testid=language]', 'it');
  await page.waitForFunction(() => document.documentElement.lang === 'it');
  await page.waitForSelector('h1 >> text=Gioca con gli amici');
  await page.reload();
  await page.waitForSelector('h1 >> text=Gioca con gli amici');
  expect(await page.evaluate(() => localStorage.getItem('sprawl.locale.v1'))).toBe('it');
  expect(await englishOn(page)).toEqual([]);
  // The replay file's picker: the browser's own button would say "Choose File" in the browser's language.
  expect((await page.locator('[data-action=import-replay]').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  expect(await page.locator('.import-replay .file-button').innerText()).toBe('Scegli un file…');
  await shot(page, 'home');
});

test('a little Urban Sprawl in Italian', async () => {
  const page = await newPage();
  await page.goto(web.url);
  await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await startAgainstBot(page, 'urban-sprawl', 'lobby-urban-sprawl');
  await page.waitForSelector('.topbar');
  // A turn of ours if the table offers one (end it), then the bot's.
  const before = await version(page);
  if (await page.locator('[data-action=end-turn]').count()) {
    await page.click('[data-action=end-turn]');
    await page.waitForFunction((v) => (window.__table?.snapshot().version ?? v) > v, before);
  }
  await page.waitForTimeout(500);
  await shot(page, 'urban-sprawl-table');
  expect(await englishOn(page)).toEqual([]);
  await page.click('[data-testid=open-people]');
  // The host's notification settings are drawn once the server answered: the seat's switch and the room's webhook.
  await page.waitForSelector('[data-testid=notify-panel] [data-testid=notify-webhook]');
  expect(await page.locator('[data-testid=notify-panel]').innerText()).toContain('Avvisami quando tocca a me');
  await shot(page, 'urban-sprawl-people');
  expect(await englishOn(page)).toEqual([]);
});

test('a little Urbania in Italian', async () => {
  const page = await newPage();
  await page.goto(web.url);
  await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await startAgainstBot(page, 'urbania', 'lobby-urbania');
  await page.waitForSelector('[data-testid=urbania-table]');
  const before = await version(page);
  for (const action of ['[data-action=draw-resources]', '[data-action^=draw-pool-]', '[data-action=pass]']) {
    if (await page.locator(action).count()) {
      await page.locator(action).first().click();
      await page.waitForFunction((v) => (window.__table?.snapshot().version ?? v) > v, before).catch(() => undefined);
      break;
    }
  }
  await page.waitForTimeout(500);
  await shot(page, 'urbania-table');
  expect(await englishOn(page)).toEqual([]);
});

test.each([
  ['urban-sprawl', 'Urban Sprawl (Agglomerato Urbano)'],
  ['urbania', 'Urbania'],
  ['hush-auction', 'Hush Auction'],
])('the rules page of %s in Italian: how to play and every card', async (game, title) => {
  const page = await newPage();
  await page.goto(web.url);
  await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await page.goto(`${web.url}/rules/${game}`);
  await page.waitForSelector('[data-testid=catalogue]');
  expect(await page.locator('h1').innerText()).toBe(title);
  await shot(page, `rules-${game}`);
  expect(await englishOn(page)).toEqual([]);
});
