import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { gzippedTotal, recordScripts, startPageUsable } from './support/page-load';
import { startWebServer, type WebServer } from './support/web-server';

/**
 * Issue 52: a phone's first visit to the start page downloads at most 80 KB
 * of gzipped script until the page can be used: no game's table, rules
 * page or words, no second language (each comes when a page needs it).
 * `npm run bench:web` times the same page on an emulated slow 4G phone.
 */
jest.setTimeout(180_000);

/**
 * Issue 52 asks for at most 80 KB. The start page came to 73.6 KB (en) and
 * 74.4 KB (it), then 74.5 and 75.4 KB as the catalogues grew; held at 77 KB.
 */
const BUDGET = 77 * 1024;

let web: WebServer;
let browser: Browser;

beforeAll(async () => {
  web = await startWebServer({ production: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

test.each(['en-GB', 'it-IT'])('the start page loads at most 80 KB of gzipped script (%s)', async (locale) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(web.url);
  await startPageUsable(page);
  await page.waitForLoadState('networkidle');
  const names = scripts.map((s) => new URL(s.url).pathname);
  // No game's words or table, and only the page's language.
  expect(names.filter((n) => /\/(wing|Table|Reference|ui-(en|it)|catalogue-(en|it))-/.test(n))).toEqual([
    expect.stringMatching(locale === 'it-IT' ? /catalogue-it-/ : /catalogue-en-/),
  ]);
  const total = gzippedTotal(scripts);
  console.log(`${locale}: ${(total / 1024).toFixed(1)} KB of gzipped script`);
  expect(total).toBeLessThanOrEqual(BUDGET);
  await context.close();
});
