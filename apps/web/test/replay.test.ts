import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, type UsAction, type UsView } from '@sprawl/rules';
import { launchBrowser } from './support/browser';
import { startWebServer, type WebServer } from './support/web-server';
import { shot } from './support/driver';

/**
 * The browser replay viewer against the real server: a 2-seat match (the host
 * played by the client SDK with random legal moves, the other seat a bot) is
 * played to the end over the API, then replayed in headless Chromium.
 * Screenshot: test-artifacts/web/replay.png.
 */

jest.setTimeout(180_000);

let web: WebServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let match: {
  roomId: string;
  matchId: string;
  token: string;
  inviteCode: string;
  invitePath: string;
  seat: number;
  length: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(3);
  }
}

interface Started {
  host: { roomId: string; token: string; inviteCode: string; invitePath: string; seat: number };
  matchId: string;
  conn: MatchConnection<UsView>;
}

/** A short 2-player match: the host connected through the SDK, seat 2 a bot without delay. */
async function startMatch(): Promise<Started> {
  const api = new RoomsApi(web.url);
  const host = await api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada', options: { variant: 'short' } });
  await api.addBot(host.roomId, host.token, 1);
  const conn = new MatchConnection<UsView>({
    url: `${web.url.replace('http', 'ws')}/ws`,
    roomId: host.roomId,
    token: host.token,
    socket: nodeSocket,
  });
  await until(() => conn.state.connected, 'the host to connect');
  const { matchId } = await api.start(host.roomId, host.token);
  return { host, matchId, conn };
}

/** The host plays random legal moves until `done` (the bot answers by itself). */
async function playUntil(conn: MatchConnection<UsView>, done: () => boolean, seed: string): Promise<void> {
  const rng = seedRng(seed);
  const deadline = Date.now() + 90_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`the match did not get there in time (version ${conn.state.version})`);
    const legal = conn.state.legal as UsAction[];
    if (legal.length === 0) {
      await sleep(3);
      continue;
    }
    // The bot may answer a prompt at the same moment; a refused stale move is simply tried again.
    const version = await conn.send(randomMove(rng, legal)).catch(() => conn.state.version);
    await until(() => conn.state.version >= version, `version ${version}`);
  }
}

/** Plays a whole match to its end. */
async function playMatch(): Promise<typeof match> {
  const { host, matchId, conn } = await startMatch();
  try {
    await playUntil(conn, () => !!conn.state.view?.final, 'replay-viewer');
    return {
      roomId: host.roomId,
      matchId,
      token: host.token,
      inviteCode: host.inviteCode,
      invitePath: host.invitePath,
      seat: host.seat,
      length: conn.state.version,
    };
  } finally {
    conn.close();
  }
}

beforeAll(async () => {
  web = await startWebServer({ botDelayMs: 0, wsRatePerSecond: 10_000, wsRateBurst: 10_000 });
  browser = await launchBrowser();
  match = await playMatch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await new Promise((r) => setTimeout(r, 500));
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** A page whose browser holds the host's seat (as after creating the room), or none (a spectator with the invitation). */
async function newPage(asHost: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  if (asHost) {
    const seat = { ...match, name: 'Ada' };
    await context.addInitScript(
      (s) => localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s })),
      seat,
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  return page;
}

const label = async (page: Page) => (await page.locator('[data-testid=step-label]').innerText()).replace(/\s+/g, ' ');
const shownStep = async (page: Page) =>
  Number(await page.locator('[data-testid=replay-table]').getAttribute('data-step'));
/** The table at the shown step without the log: players, status, board, election, markets. */
const tableState = (page: Page) =>
  page.evaluate(() => {
    const t = document.querySelector('[data-testid=replay-table]');
    return (
      ['.players', '.col.center', '.col.right .contracts', '.col.right .planning']
        .map((s) => t?.querySelector(s)?.innerHTML ?? '')
        .join('|') + (document.querySelector('[data-testid=replay-status]')?.textContent ?? '')
    );
  });
/** Waits until the board shows `step` and nothing is loading. */
async function atStep(page: Page, step: number): Promise<void> {
  await page.waitForSelector(`[data-testid=replay-table][data-step="${step}"][aria-busy="false"]`);
  expect(await label(page)).toContain(`Step ${step} /`);
}
async function scrubTo(page: Page, index: number): Promise<void> {
  await page.locator('[data-testid=scrubber]').evaluate((el, v) => {
    const input = el as HTMLInputElement;
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, index);
}

type StepsReply = { steps: { seq: number; scores: Record<string, number>[] }[] };
const auth = () => ({ authorization: `Bearer ${match.token}` });

test('a finished match is replayed step by step: links, scrubber, stepping, keys, playback, chart, face-down cards', async () => {
  const page = await newPage(true);
  const steps = (await (
    await fetch(`${web.url}/api/rooms/${match.roomId}/matches/${match.matchId}/steps`, { headers: auth() })
  ).json()) as StepsReply;
  const last = steps.steps[steps.steps.length - 1].seq;
  expect(last).toBeGreaterThan(20);
  // The chart is drawn from the server's own per-step scores, starting at the starting position.
  expect(steps.steps[0].seq).toBe(0);
  expect(steps.steps.every((s) => s.scores.length === 2)).toBe(true);

  // The end of the match links to its replay.
  await page.goto(`${web.url}/room/${match.roomId}`);
  await page.locator('[data-testid=final-scores] [data-action=watch-replay]').waitFor();
  await shot(page, 'replay-final-link');
  await page.locator('[data-testid=final-scores] [data-action=watch-replay]').click();
  await page.waitForURL(`**/room/${match.roomId}/replay/${match.matchId}`);
  await atStep(page, 0);
  expect(await page.locator('svg.board').count()).toBe(1);
  expect(await page.locator('[data-testid=replay-title]').innerText()).toMatch(/^Replay of the match .+ played$/);
  expect(await page.locator('header .brand').innerText()).toBe('Urban Sprawl');
  // Read-only: none of the live table's move buttons.
  expect(
    await page.locator('[data-action=build], [data-action=take], [data-action=end-turn], [data-prompt]').count(),
  ).toBe(0);

  // The score chart: a line per player for prestige and for wealth; a click in its middle seeks to about the middle.
  const chart = page.locator('[data-testid=score-chart]');
  await chart.waitFor();
  expect(await chart.locator('polyline.chart-line').count()).toBe(4); // 2 players x (prestige, wealth)
  const box = (await chart.boundingBox())!;
  await chart.click({ position: { x: box.width * 0.55, y: box.height * 0.5 } });
  await page.waitForFunction((l) => {
    const at = Number(document.querySelector('[data-testid=replay-table][aria-busy=false]')?.getAttribute('data-step'));
    return at > l * 0.3 && at < l * 0.8;
  }, last);
  const line = await chart.locator('[data-testid=chart-now]').getAttribute('x1');
  expect(Number(line)).toBeGreaterThan(100);

  // Scrubbing quickly over many steps ends on the last one asked for, label and board agreeing.
  for (const i of [5, 40, 12, Math.floor(last / 3)]) await scrubTo(page, i);
  const mid = Math.floor(last / 2);
  await scrubTo(page, mid);
  await atStep(page, mid);

  // Step forward: the label, the board's step and the log's current step move on, and the table changes
  // (a step may change nothing visible, e.g. an undo right after a no-op; then the next one must).
  const before = await tableState(page);
  let at = mid;
  let changed = false;
  for (let k = 0; k < 4 && !changed; k++) {
    await page.locator('[data-action=step-forward]').click();
    at += 1;
    await atStep(page, at);
    expect(await page.locator('[data-testid=replay-log] .replay-step.current').getAttribute('data-step')).toBe(
      String(at),
    );
    changed = (await tableState(page)) !== before;
  }
  expect(changed).toBe(true);
  await shot(page, 'replay-step');

  // Keys: → and ← step, with the focus outside the fields.
  await page.locator('.topbar .brand').click();
  await page.keyboard.press('ArrowRight');
  await atStep(page, at + 1);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await atStep(page, at - 1);

  // Step back with the button.
  await page.locator('[data-action=step-back]').click();
  await atStep(page, at - 2);

  // Jump to a turn (when the server lists turns).
  if ((await page.locator('input[aria-label="Jump to turn"]').count()) > 0) {
    await page.fill('input[aria-label="Jump to turn"]', '3');
    await page.locator('.turn-jump button').click();
    await page.waitForFunction(() =>
      /Turn 3/.test(document.querySelector('[data-testid=step-label]')?.textContent ?? ''),
    );
  }

  // Playback at 10 steps a second moves on by itself, and pauses.
  await scrubTo(page, mid);
  await atStep(page, mid);
  await page.selectOption('select[aria-label="Playback speed in steps per second"]', '10');
  await page.locator('[data-action=play]').click();
  await page.waitForFunction(
    (m) => Number(document.querySelector('[data-testid=replay-table]')?.getAttribute('data-step')) >= m + 4,
    mid,
  );
  await page.locator('[data-action=play]').click();
  const paused = await shownStep(page);
  await page.waitForTimeout(400);
  expect(await shownStep(page)).toBeLessThanOrEqual(paused + 1);

  // Face-down cards: the omniscient view of the finished match shows the decks.
  await scrubTo(page, mid);
  await atStep(page, mid);
  expect(await page.locator('[data-testid=face-down]').count()).toBe(0);
  await page.locator('[data-action=omniscient]').check();
  await page.locator('[data-testid=face-down]').waitFor();
  expect(await page.locator('[data-testid=face-down] .card-line').count()).toBeGreaterThan(3);
  await atStep(page, mid);

  // The export link and, for the host, the fork button.
  expect(await page.locator('[data-action=download]').getAttribute('href')).toContain(
    `/matches/${match.matchId}/export?invite=`,
  );
  expect(await page.locator('[data-action=fork]').count()).toBe(1);

  await shot(page, 'replay');

  // A reload keeps the step: the address follows it a moment after it settles, so wait for that first.
  await page.waitForURL((u) => u.searchParams.get('step') === String(mid));
  await page.reload();
  await atStep(page, mid);
});

test('a spectator finds the match in the room list and replays it; a match the server cannot rebuild shows a banner', async () => {
  const page = await newPage(false);
  await page.goto(`${web.url}/room/${match.roomId}/matches?invite=${match.inviteCode}`);
  const row = page.locator(`[data-testid=match-list] tr[data-match="${match.matchId}"]`);
  await row.waitFor();
  expect(await row.getAttribute('data-status')).toBe('finished');
  expect(await row.innerText()).toMatch(/Ada/);
  await shot(page, 'replay-matches');
  await row.locator('[data-action=replay]').click();
  await atStep(page, 0);
  // No seat in this browser: no fork.
  expect(await page.locator('[data-action=fork]').count()).toBe(0);
  await page.locator('[data-action=step-forward]').click();
  await atStep(page, 1);

  // A slow answer for a step scrubbed past is never shown: step 7's view arrives after step 9's.
  await page.route('**/steps/7/view*', async (route) => {
    await sleep(1500);
    await route.continue();
  });
  await scrubTo(page, 7);
  await page.waitForTimeout(250); // past the debounce: step 7 is asked for
  await scrubTo(page, 9);
  await atStep(page, 9);
  await page.waitForTimeout(1600);
  expect(await shownStep(page)).toBe(9);
  expect(await label(page)).toContain('Step 9 /');

  // The server says the match cannot be rebuilt (rules changed): a banner, no board.
  await page.route('**/steps?*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, reproducible: false, rulesVersion: 'old-rules' } });
  });
  await page.reload();
  await page.locator('[data-testid=not-reproducible]').waitFor();
  expect(await page.locator('[data-testid=not-reproducible]').innerText()).toContain('old-rules');
  expect(await page.locator('svg.board').count()).toBe(0);
  expect(await page.locator('[data-action=download]').count()).toBe(0);
  await shot(page, 'replay-not-reproducible');
});

test('the replay file downloads and opens elsewhere, and the host forks the match from a step into this room and into a new room', async () => {
  const page = await newPage(true);
  const mid = Math.floor(match.length / 2);
  await page.goto(`${web.url}/room/${match.roomId}/replay/${match.matchId}?step=${mid}`);
  await atStep(page, mid);

  // The download link gives the replay file.
  const href = (await page.locator('[data-action=download]').getAttribute('href'))!;
  const file = await page.request.get(`${web.url}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('attachment');
  const replayFile = await file.body();
  expect((JSON.parse(replayFile.toString()) as { format: string }).format).toBe('sprawl-replay');

  // Opening that file from the start page stores it in a new room and shows its replay.
  const other = await newPage(false);
  await other.goto(web.url);
  await other.setInputFiles('[data-action=import-replay]', {
    name: 'match.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json'),
  });
  expect(await other.locator('[data-testid=import-error]').innerText()).toMatch(/not a replay file/);
  await shot(other, 'replay-import-refused');
  await other.setInputFiles('[data-action=import-replay]', {
    name: 'match.json',
    mimeType: 'application/json',
    buffer: replayFile,
  });
  await other.waitForURL(
    (u) => /^\/room\/[^/]+\/replay\/[^/]+$/.test(u.pathname) && !u.pathname.includes(match.roomId),
  );
  await atStep(other, 0);
  await scrubTo(other, mid);
  await atStep(other, mid);

  // Into a new room: this browser becomes its host and lands in its lobby.
  await page.selectOption('select[aria-label="Who plays the fork"]', 'new');
  await page.locator('[data-action=fork]').click();
  await page.waitForURL((u) => /^\/room\/[^/]+$/.test(u.pathname) && !u.pathname.includes(match.roomId));
  await page.locator('[data-action=start]').waitFor();

  // Into this room, same seats: the room page shows the new match, from the forked position.
  await page.goto(`${web.url}/room/${match.roomId}/replay/${match.matchId}?step=${mid}`);
  await atStep(page, mid);
  await page.locator('[data-action=fork]').click();
  await page.waitForURL(`**/room/${match.roomId}`);
  await page.locator('svg.board').waitFor();
  await page.waitForFunction(
    () => (window.__table?.snapshot().view as { final: unknown } | null | undefined)?.final === null,
  );
  const list = (await (await fetch(`${web.url}/api/rooms/${match.roomId}/matches`, { headers: auth() })).json()) as {
    id: string;
    forkedFrom: string | null;
  }[];
  expect(list.some((m) => m.forkedFrom?.startsWith(match.matchId))).toBe(true);

  // A refused fork shows the server's sentence: the last step is already the end of the game.
  await page.goto(`${web.url}/room/${match.roomId}/replay/${match.matchId}?step=${match.length}`);
  await atStep(page, match.length);
  await page.locator('[data-action=fork]').click();
  expect(await page.locator('[data-testid=fork-error]').innerText()).toMatch(/over|earlier/);
});

test('a running match can be watched from its start; new steps appear while it goes on', async () => {
  const { host, matchId, conn } = await startMatch();
  try {
    await playUntil(conn, () => conn.state.version >= 10, 'running');
    const page = await newPage(false);
    await page.goto(`${web.url}/room/${host.roomId}/replay/${matchId}?invite=${host.inviteCode}`);
    await atStep(page, 0);
    // Face-down cards stay hidden while it runs, and nobody may fork it.
    expect(await page.locator('[data-action=omniscient]').count()).toBe(0);
    expect(await page.locator('[data-action=fork]').count()).toBe(0);
    // The file can only be downloaded once the match has ended, and the header says so.
    expect(await page.locator('[data-action=download]').isDisabled()).toBe(true);
    expect(await page.locator('#download-why').innerText()).toContain('once the match has ended');
    expect(await page.locator('[data-testid=replay-title]').innerText()).toContain('are playing');
    const total = async () => Number((await label(page)).match(/\/ (\d+)/)?.[1]);
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(10);
    await playUntil(conn, () => conn.state.version >= before + 5, 'running-more');
    await page.waitForFunction(
      (b) =>
        Number(/\/ (\d+)/.exec(document.querySelector('[data-testid=step-label]')?.textContent ?? '')?.[1]) >= b + 5,
      before,
      { timeout: 12_000 },
    );
    await page.locator('[data-action=step-forward]').click();
    await atStep(page, 1);
  } finally {
    conn.close();
  }
});
