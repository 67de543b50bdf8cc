import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startWebServer, type WebServer } from './support/web-server';

/**
 * The server's Content-Security-Policy (apps/server/src/http/security-headers.ts)
 * against the real production build in headless Chromium: the landing page,
 * a lobby with its WebSocket and the API browser run without one refused
 * load, and a page of another origin cannot frame the lobby.
 */
jest.setTimeout(180_000);

let web: WebServer;
let browser: Browser;
const violations: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  web = await startWebServer({ production: true });
  browser = await launchBrowser();
});
beforeEach(() => {
  violations.length = 0;
  pageErrors.length = 0;
});
afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // Chromium reports each refused load on the console ("Refused to ... Content Security Policy").
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // And as an event in the page, which also catches what a script tried inline.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return page;
}

test('the client loads, opens a room and its WebSocket under the policy', async () => {
  const page = await newPage();
  const landing = await page.goto(web.url);
  expect(landing?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.fill('input[name=name]', 'Ada');
  await page.click('button[type=submit]');
  await page.waitForSelector('[data-testid=invite-link]');
  // The lobby's socket got through connect-src: the server holds it as a seat.
  const deadline = Date.now() + 10_000;
  while (web.server.hub.socketsByRole().seat < 1 && Date.now() < deadline) await page.waitForTimeout(50);
  expect(web.server.hub.socketsByRole().seat).toBe(1);
  // Styles applied: the stylesheet came from 'self' (an unstyled page keeps the default transparent body).
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe('');
  await page.goto(`${web.url}/rules/urban-sprawl`);
  await page.waitForLoadState('networkidle');
  // A rules page downloads its game's reference when it opens: Hush Auction's comes from 'self' too.
  await page.goto(`${web.url}/rules/hush-auction`);
  await page.waitForSelector('[data-testid=catalogue]');
  await page.close();
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the API browser at /api/docs renders under the policy', async () => {
  const page = await newPage();
  await page.goto(`${web.url}/api/docs/`);
  await page.waitForSelector('.swagger-ui .info');
  await page.close();
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('another site cannot frame the lobby', async () => {
  // A page on another origin (another port) that frames the server's landing page.
  const framer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><iframe id="lobby" src="${web.url}/" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((r) => framer.listen(0, '127.0.0.1', r));
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its error page: the client never runs there.
    const ran = await framed?.evaluate(() => document.querySelector('#app') !== null).catch(() => false);
    expect(ran).toBe(false);
  } finally {
    await page.close();
    await new Promise((r) => framer.close(r));
  }
});
