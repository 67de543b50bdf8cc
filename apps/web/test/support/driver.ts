import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from './web-server';
// The table's test hook (window.__table), typed.
import type {} from '../../src/lib/table-hook';

/** What the page itself knows (window.__table, set by the table). */
export interface PageState {
  version: number;
  seat: number | null;
  phase: string | null;
  active: number | null;
  pendingSeats: number[];
  legal: number;
  final: boolean;
  connected: boolean;
}

export async function pageState(page: Page): Promise<PageState | null> {
  return page.evaluate(() => {
    const api = window.__table;
    if (!api) return null;
    const s = api.snapshot();
    // The table is Urban Sprawl's: the few fields of its view read here.
    const view = s.view as {
      phase: string;
      turn: { active: number };
      pending?: { seats: number[] } | null;
      final?: unknown;
    } | null;
    return {
      version: s.version,
      seat: s.seat,
      phase: view?.phase ?? null,
      active: view?.turn.active ?? null,
      pendingSeats: view?.pending?.seats ?? [],
      legal: s.legal.length,
      final: !!view?.final,
      connected: s.connected,
    };
  });
}

export async function shot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * Waits until the page's match version moved past `version`. Returns false when
 * the move was overtaken: a server bot's move was stored between this page's
 * look and its click, so the server refused the click as made on an old
 * version (`stale_version`) and refreshed the table. That refusal is dismissed
 * and the caller looks again; any other refusal fails with its sentence.
 */
export async function waitForChange(page: Page, version: number, ms = 10_000): Promise<boolean> {
  try {
    await page.waitForFunction(
      (v) => {
        const api = window.__table;
        return (api && api.snapshot().version !== v) || document.querySelector('[data-testid=move-refusal]') !== null;
      },
      version,
      { timeout: ms },
    );
  } catch (e) {
    throw new Error(`the table stayed at version ${version}: ${(e as Error).message}`);
  }
  const toast = page.locator('[data-testid=move-refusal]');
  if ((await toast.count()) === 0) return true;
  if ((await toast.getAttribute('data-code')) === 'stale_version') {
    await toast.locator('.move-refusal-close').click();
    await toast.waitFor({ state: 'detached' });
    return false;
  }
  throw new Error(`the server refused a move made through the UI: ${await toast.innerText()}`);
}

const visible = async (page: Page, selector: string) => (await page.locator(selector).count()) > 0;

/**
 * Answers the prompt on screen through the dialog (and the board where the
 * prompt asks for it). Null when the table moved on past `version` before
 * the answer could be given (a bot answered first, or the prompt was someone
 * else's to close): the caller looks again.
 */
export async function answerPrompt(page: Page, version: number): Promise<string | null> {
  const kind = await unlessOvertaken(page, version, () =>
    page.locator('[data-prompt]').getAttribute('data-prompt', { timeout: 5000 }),
  );
  if (kind === OVERTAKEN) return null;
  const clicks: Locator[] = [];
  if (await visible(page, '[data-prompt] [data-choice^="marker-"]')) {
    clicks.push(
      page.locator('[data-prompt] [data-choice^="marker-"]').first(),
      page.locator('.marker-space.selectable').first(),
      page.locator('[data-action=confirm]'),
    );
  } else if (await visible(page, '[data-prompt] [data-choice^="building-"]')) {
    // Pick on the board itself: one lot of the highlighted building, as a player would. Clicking the
    // building's centre misses an L-shaped building, whose bounding box centre lies on its empty corner.
    clicks.push(page.locator('g.building.selectable rect.hit').first(), page.locator('[data-action=confirm]'));
  } else if (await visible(page, 'g.lot-choice')) {
    clicks.push(page.locator('g.lot-choice').first(), page.locator('[data-action=confirm]'));
  } else if (await visible(page, '[data-prompt] .bid-form')) {
    clicks.push(page.locator('[data-prompt] .bid-form button', { hasText: 'Pass' }));
  } else {
    clicks.push(page.locator('[data-prompt] .choices button').first());
  }
  for (const target of clicks) if (!(await clickUnlessOvertaken(page, target, version))) return null;
  return kind ?? '?';
}

/**
 * Builds a contract through the wizard: Build, then highlighted lots until
 * Confirm is possible. False when there was nothing to build, or when the
 * table moved on past `version` before the Build button could be clicked.
 */
export async function buildSomething(page: Page, version: number, which = 0): Promise<boolean> {
  const builds = page.locator('[data-action=build]');
  const n = await builds.count();
  if (n === 0) return false;
  if (!(await clickUnlessOvertaken(page, builds.nth(which % n), version))) return false;
  await page.waitForSelector('.panel.wizard');
  const confirm = page.locator('[data-action=confirm-build]');
  for (let i = 0; i < 5 && !(await confirm.isEnabled()); i++) {
    await page.locator('g.lot-choice:not(.selected)').first().click();
  }
  if (!(await confirm.isEnabled())) throw new Error('the build wizard never offered a complete placement');
  await confirm.click();
  return true;
}

const OVERTAKEN = Symbol('overtaken');

/**
 * Does something with a control the page showed a moment ago. Server bots
 * move on their own, so the table can change between looking and acting (a
 * bot's answer can close a prompt or put one in front of the turn controls);
 * the action is then dropped and the caller looks again. A control that
 * vanished while the table stayed at the same version is still an error.
 */
async function unlessOvertaken<T>(page: Page, version: number, act: () => Promise<T>): Promise<T | typeof OVERTAKEN> {
  try {
    return await act();
  } catch (e) {
    const now = await pageState(page);
    if (now !== null && now.version !== version) return OVERTAKEN;
    throw e;
  }
}

/** Clicks a control unless the table moved on first (see unlessOvertaken); false when it did. */
async function clickUnlessOvertaken(page: Page, target: Locator, version: number): Promise<boolean> {
  return (await unlessOvertaken(page, version, () => target.click({ timeout: 5000 }))) !== OVERTAKEN;
}

/**
 * Makes one move for this page's seat through the UI, if it owes one:
 * a prompt answer, or a turn action (build, take a planning card, invest, end the turn).
 */
export async function uiMove(page: Page, rnd: () => number): Promise<string | null> {
  const before = await pageState(page);
  if (!before || before.final) return null;
  if (await visible(page, '[data-prompt]')) {
    const kind = await answerPrompt(page, before.version);
    if (kind === null) return null;
    return (await waitForChange(page, before.version)) ? `prompt:${kind}` : null;
  }
  const endTurn = page.locator('[data-action=end-turn]');
  if (!(await visible(page, '[data-action=end-turn]'))) return null;
  const r = rnd();
  let what = 'endTurn';
  let target = endTurn;
  if (r < 0.55 && (await visible(page, '[data-action=build]'))) {
    if (!(await buildSomething(page, before.version, Math.floor(rnd() * 10)))) return null;
    what = 'build';
  } else {
    if (r < 0.85 && (await visible(page, '[data-action=take]'))) {
      const takes = page.locator('[data-action=take]');
      target = takes.nth(Math.floor(rnd() * (await takes.count())));
      what = 'takePlanning';
    } else if (r < 0.9 && (await visible(page, '[data-action=invest]'))) {
      target = page.locator('[data-action=invest]').first();
      what = 'invest';
    } else if (r < 0.93 && (await visible(page, '[data-action=favor]'))) {
      target = page.locator('[data-action=favor]').first();
      what = 'takeFavor';
    }
    if (!(await clickUnlessOvertaken(page, target, before.version))) return null;
  }
  return (await waitForChange(page, before.version)) ? what : null;
}

/** A small seeded generator, so that a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
