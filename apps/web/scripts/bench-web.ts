/**
 * The web client on a phone: the start page and a table loaded on an
 * emulated slow 4G phone (Lighthouse's mobile throttling: 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4 times slower), each
 * with a cold cache, timed from navigation until the page can be used,
 * with the gzipped script it downloaded. Goal: the start page in 2 s.
 *
 *   npm run bench:web                   # 3 runs of each
 *   BENCH_RUNS=5 npm run bench:web
 *
 * Builds the client and starts the real server on a fresh database made
 * in DATABASE_URL's PostgreSQL, as the browser tests do.
 */
import { RoomsApi } from '@sprawl/client';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test/support/browser';
import { gzippedTotal, recordScripts, startPageUsable, tableUsable } from '../test/support/page-load';
import { startWebServer } from '../test/support/web-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

async function phone(browser: Browser, init?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (init) await init(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function timed(page: Page, url: string, usable: (page: Page) => Promise<void>) {
  const scripts = recordScripts(page);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await usable(page);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { ms, kb: gzippedTotal(scripts) / 1024, files: scripts.length };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  // Outside jest no global setup names the PostgreSQL to make a database in: DATABASE_URL's is used.
  process.env.TEST_DATABASE_ADMIN_URL ??= process.env.DATABASE_URL;
  const web = await startWebServer({ production: true, botDelayMs: 20 });
  const browser = await launchBrowser();
  try {
    const api = new RoomsApi(web.url);
    const results: Record<string, { ms: number[]; kb: number; files: number }> = {};
    const note = (name: string, r: { ms: number; kb: number; files: number }) => {
      const row = (results[name] ??= { ms: [], kb: r.kb, files: r.files });
      row.ms.push(r.ms);
      console.log(`${name}: ${r.ms} ms to usable, ${r.kb.toFixed(1)} KB gzipped script in ${r.files} files`);
    };
    for (let run = 0; run < RUNS; run++) {
      const start = await phone(browser);
      note('start page', await timed(start, web.url, startPageUsable));
      await start.context().close();

      for (const game of ['urban-sprawl', 'urbania']) {
        const host = await api.createRoom({ game, seats: 2, name: 'Ada' });
        await api.addBot(host.roomId, host.token, 1);
        await api.start(host.roomId, host.token);
        const seat = { ...host, name: 'Ada' };
        const table = await phone(browser, async (page) => {
          await page.context().addInitScript((s) => {
            localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s }));
          }, seat);
        });
        note(`${game} table`, await timed(table, `${web.url}/room/${host.roomId}`, tableUsable));
        await table.context().close();
      }
    }
    console.log(
      `\nslow 4G (150 ms, 1.6 Mbit/s), CPU ×${CPU_SLOWDOWN}, cold cache, ${RUNS} runs: median time to a usable page`,
    );
    for (const [name, r] of Object.entries(results))
      console.log(`  ${name.padEnd(20)} ${String(median(r.ms)).padStart(6)} ms   ${r.kb.toFixed(1)} KB gzipped script`);
    console.log(`  goal: the start page within 2000 ms`);
  } finally {
    await browser.close();
    await web.stop();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
