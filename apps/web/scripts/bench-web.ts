/**
 * The web client on a phone: the start page and a table loaded on an
 * emulated slow 4G phone (Lighthouse's mobile throttling: 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4 times slower), each
 * with a cold cache, timed from navigation until the page can be used,
 * with the gzipped script it downloaded, the bytes that crossed the network
 * (the server sends its build's Brotli copies) and when the last of them
 * arrived. Goal: the start page in 2 s.
 *
 *   npm run bench:web                   # 3 runs of each
 *   BENCH_RUNS=5 npm run bench:web
 *
 * Builds the client and starts the real server on a fresh database made
 * in DATABASE_URL's PostgreSQL, as the browser tests do.
 */
import { RoomsApi } from '@sprawl/client';
import type { Browser, CDPSession, Page } from 'playwright-core';
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

interface Phone {
  page: Page;
  cdp: CDPSession;
}

async function phone(browser: Browser, init?: (page: Page) => Promise<void>): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (init) await init(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

interface Timed {
  ms: number;
  kb: number;
  files: number;
  /** Bytes received over the network until the page was usable, in KB. */
  wireKb: number;
  /** When the last of those bytes arrived, from navigation, in ms. */
  lastByteMs: number;
}

async function timed({ page, cdp }: Phone, url: string, usable: (page: Page) => Promise<number>): Promise<Timed> {
  const scripts = recordScripts(page);
  let wire = 0;
  let lastByte = 0;
  let ready = false;
  cdp.on('Network.loadingFinished', (e) => {
    if (ready) return;
    wire += e.encodedDataLength;
    lastByte = Date.now();
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  // By the page's clock, from the start of navigation.
  const ms = Math.round(await usable(page));
  ready = true;
  await page.waitForLoadState('networkidle');
  return {
    ms,
    kb: gzippedTotal(scripts) / 1024,
    files: scripts.length,
    wireKb: wire / 1024,
    lastByteMs: Math.max(0, lastByte - started),
  };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  // Outside jest no global setup names the PostgreSQL to make a database in: DATABASE_URL's is used.
  process.env.TEST_DATABASE_ADMIN_URL ??= process.env.DATABASE_URL;
  const web = await startWebServer({ production: true, botDelayMs: 20 });
  const browser = await launchBrowser();
  try {
    const api = new RoomsApi(web.url);
    const results: Record<string, { ms: number[]; lastByteMs: number[]; kb: number; wireKb: number }> = {};
    const note = (name: string, r: Timed) => {
      const row = (results[name] ??= { ms: [], lastByteMs: [], kb: r.kb, wireKb: r.wireKb });
      row.ms.push(r.ms);
      row.lastByteMs.push(r.lastByteMs);
      console.log(
        `${name}: ${r.ms} ms to usable (last byte at ${r.lastByteMs} ms), ${r.kb.toFixed(1)} KB gzipped script in ${r.files} files, ${r.wireKb.toFixed(1)} KB over the network`,
      );
    };
    for (let run = 0; run < RUNS; run++) {
      const start = await phone(browser);
      note('start page', await timed(start, web.url, startPageUsable));
      await start.page.context().close();

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
        await table.page.context().close();
      }
    }
    console.log(
      `\nslow 4G (150 ms, 1.6 Mbit/s), CPU ×${CPU_SLOWDOWN}, cold cache, ${RUNS} runs: median time to a usable page`,
    );
    for (const [name, r] of Object.entries(results))
      console.log(
        `  ${name.padEnd(20)} ${String(median(r.ms)).padStart(6)} ms   last byte ${String(median(r.lastByteMs)).padStart(5)} ms   ${r.kb.toFixed(1)} KB gzipped script   ${r.wireKb.toFixed(1)} KB over the network`,
      );
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
