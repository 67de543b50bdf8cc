import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
// The fixture page's window.__fixtures, typed.
import type {} from '../../src/lib/fixture';
import { makeFixtures } from '../../scripts/make-fixtures';
import { makeUrbaniaFixtures } from '../../scripts/make-urbania-fixtures';

/**
 * Both games' tables on the dev fixture routes, without a game server: the
 * fixtures come from seeded games played by the rules engine and are handed
 * to the page before it loads.
 */

const WEB = path.join(__dirname, '..', '..');
export const ARTIFACT_ROOT = path.join(WEB, '..', '..', 'test-artifacts');

export const GAMES = ['urban-sprawl', 'urbania'] as const;
export type GameId = (typeof GAMES)[number];

/** The production build, in its own folder so other test files' builds never collide with it. */
export function buildWeb(prefix: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const vite = path.join(path.dirname(require.resolve('vite/package.json', { paths: [WEB] })), 'bin', 'vite.js');
  // Jest sets NODE_ENV=test, which would make Vite build for development.
  execFileSync(process.execPath, [vite, 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return out;
}

export interface FixtureSets {
  'urban-sprawl': ReturnType<typeof makeFixtures>;
  urbania: ReturnType<typeof makeUrbaniaFixtures>;
}

export function makeFixtureSets(): FixtureSets {
  return { 'urban-sprawl': makeFixtures(), urbania: makeUrbaniaFixtures() };
}

const READY: Record<GameId, string> = { 'urban-sprawl': '.table-grid', urbania: '[data-testid=urbania-table]' };

/** Opens one fixture of a game at a viewport size; page errors are collected into `errors`. */
export async function openFixture(
  browser: Browser,
  url: string,
  sets: FixtureSets,
  game: GameId,
  name: string,
  viewport: { width: number; height: number },
  errors: string[],
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => errors.push(e.message));
  page.setDefaultTimeout(10_000);
  await page.addInitScript(
    (all) => {
      window.__fixtures = all;
    },
    sets[game] as Record<string, unknown>,
  );
  await page.goto(`${url}/dev/${game}/${name}`);
  await page.waitForSelector(READY[game]);
  return page;
}
