import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** One script a page downloaded, as served and as gzip (level 6, a server's usual) would send it. */
export interface LoadedScript {
  url: string;
  bytes: number;
  gzipped: number;
}

/**
 * Records every script the page downloads from now on (the server itself
 * sends them uncompressed; a proxy or CDN in front gzips them, so the
 * figure is what gzip makes of each).
 */
export function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    void response.body().then(
      (body) => scripts.push({ url: response.url(), bytes: body.length, gzipped: gzipSync(body).length }),
      () => undefined,
    );
  });
  return scripts;
}

export const gzippedTotal = (scripts: LoadedScript[]): number => scripts.reduce((sum, s) => sum + s.gzipped, 0);

/**
 * Checked at every frame, and answered by the page's own clock (ms since
 * navigation began): Playwright's own waits back off up to half a second
 * between checks, which a time to a usable page would count.
 */
const EVERY_FRAME = { polling: 'raf' } as const;

/** The start page is usable: the form to open a room is drawn, with the games the server runs to choose from. Answers when it first was. */
export async function startPageUsable(page: Page, timeout = 60_000): Promise<number> {
  const at = await page.waitForFunction(
    () =>
      document.querySelector('form button[type=submit]:not([disabled])') !== null &&
      document.querySelector('input[name=name]') !== null &&
      performance.now(),
    undefined,
    { ...EVERY_FRAME, timeout },
  );
  return Number(await at.jsonValue());
}

/** A table is usable: the game's table is drawn for this seat (the test hook exists once a table is on the page). Answers when it first was. */
export async function tableUsable(page: Page, timeout = 60_000): Promise<number> {
  const at = await page.waitForFunction(
    () => (window as { __table?: unknown }).__table !== undefined && performance.now(),
    undefined,
    { ...EVERY_FRAME, timeout },
  );
  return Number(await at.jsonValue());
}
