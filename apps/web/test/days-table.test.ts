import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import type { SeatGrant } from '@sprawl/protocol';
import { randomMove, seedRng } from '@sprawl/rules';
import type {} from '../src/lib/table-hook';
import { launchBrowser } from './support/browser';
import { ARTIFACTS as WEB_ARTIFACTS, startWebServer, type WebServer } from './support/web-server';

/**
 * A week-long match as its players see it (issue 49): whom the table waits
 * for, turn after turn, in every browser of the table; what the room is
 * before one joins it; who is away. Moves are made through the client SDK
 * on the seats' own tokens, the pages only watch. Screenshots in
 * test-artifacts/days-table/.
 */

jest.setTimeout(300_000);

const ARTIFACTS = path.join(WEB_ARTIFACTS, '..', 'days-table');
const SEATS_KEY = 'sprawl.seats.v1';
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const BOT = 2;

let web: WebServer;
let api: RoomsApi;
let browser: Browser;
const contexts: BrowserContext[] = [];
const sockets: MatchConnection[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  web = await startWebServer({ botDelayMs: 600, deadlinePollMs: 3_600_000, wsRatePerSecond: 1000 });
  api = new RoomsApi(web.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await new Promise((r) => setTimeout(r, 500));
  await web?.stop();
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

type Held = SeatGrant & { name: string };

/** A browser of its own, with `seats` in its storage and `locale` as its language. */
async function newPage(viewport = DESK, seats: Held[] = [], locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  contexts.push(context);
  if (seats.length > 0) {
    await context.addInitScript(
      ([key, held]) => {
        if (localStorage.getItem(key) === null)
          localStorage.setItem(key, JSON.stringify(Object.fromEntries(held.map((s) => [s.roomId, s]))));
      },
      [SEATS_KEY, seats] as const,
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

function seatSocket(grant: SeatGrant): MatchConnection {
  const conn = new MatchConnection({
    url: `${web.url.replace('http', 'ws')}/ws`,
    roomId: grant.roomId,
    token: grant.token,
    socket: nodeSocket,
  });
  sockets.push(conn);
  return conn;
}

/** What a page's deadline bar says, seat by seat. */
const barOf = (page: Page): Promise<{ seat: string; text: string }[]> =>
  page.$$eval('[data-testid=days-bar] [data-seat]', (els) =>
    els.map((e) => ({ seat: e.getAttribute('data-seat') ?? '', text: (e as HTMLElement).innerText })),
  );

test('three turns across two people and a bot: after each move every browser names the seat the game waits for, with its time', async () => {
  const ada = await api.createRoom({
    game: 'urban-sprawl',
    seats: 3,
    name: 'Ada',
    roomName: 'Week-long sprawl',
    pace: { kind: 'days', moveHours: 24 },
  });
  const bob = await api.join({ inviteCode: ada.inviteCode, name: 'Bob' });
  await api.addBot(ada.roomId, ada.token, BOT);
  const names = ['Ada', 'Bob'];
  const adaPage = await newPage(DESK, [{ ...ada, name: 'Ada' }]);
  const bobPage = await newPage(DESK, [{ ...bob, name: 'Bob' }]);
  const bobPhone = await newPage(PHONE, [{ ...bob, name: 'Bob' }]);
  const pages: [Page, number][] = [
    [adaPage, 0],
    [bobPage, 1],
    [bobPhone, 1],
  ];
  const { matchId } = await api.start(ada.roomId, ada.token);
  for (const [page, seat] of pages) {
    await page.goto(`${web.url}/room/${ada.roomId}`);
    await page.waitForFunction((s) => window.__table?.snapshot().seat === s, seat);
  }
  const bySeat = new Map([
    [0, seatSocket(ada)],
    [1, seatSocket(bob)],
  ]);
  const deciding = async (): Promise<number[]> =>
    (await web.server.db.match.findUniqueOrThrow({ where: { id: matchId }, select: { deciding: true } })).deciding;
  const waitForBot = async () => {
    for (const end = Date.now() + 30_000; (await deciding()).includes(BOT);) {
      if (Date.now() > end) throw new Error('the bot did not move');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const rng = seedRng('days-table');
  let before = await deciding();
  let turns = 0;
  let botTurns = 0;
  for (let moves = 0; turns < 3 || botTurns === 0; moves++) {
    if (moves > 150) throw new Error(`only ${turns} turns in 150 moves`);
    const seat = before.find((s) => s !== BOT) as number;
    const mover = bySeat.get(seat) as MatchConnection;
    for (const end = Date.now() + 10_000; mover.state.legal.length === 0;) {
      if (Date.now() > end) throw new Error(`seat ${seat} got no legal moves`);
      await new Promise((r) => setTimeout(r, 10));
    }
    await mover.send(randomMove(rng, mover.state.legal as { type: string }[]));
    if ((await deciding()).includes(BOT)) botTurns++;
    await waitForBot();
    const after = await deciding();
    if (after.join() === before.join()) continue;
    turns++;
    // Every browser: exactly the people now waited for, each with a day for the move; never the bot.
    const waited = after.filter((s) => s !== BOT);
    for (const [page, mine] of pages) {
      const expected = waited.map((s) => ({ seat: String(s), who: s === mine ? 'You' : names[s] }));
      await page.waitForFunction(
        (want) => {
          const shown = Array.from(document.querySelectorAll('[data-testid=days-bar] [data-seat]'));
          return (
            shown.length === want.length &&
            want.every((w, i) => shown[i].getAttribute('data-seat') === w.seat && shown[i].textContent?.includes(w.who))
          );
        },
        expected,
        { timeout: 5_000 },
      );
      for (const { text } of await barOf(page)) expect(text).toMatch(/(23 h \d+ min|24 h) left/);
    }
    await shot(adaPage, `01-turn-${turns}-ada`);
    await shot(bobPhone, `01-turn-${turns}-bob-phone`);
    before = after;
  }
  expect(botTurns).toBeGreaterThan(0);
});

test("the join page and the lobby name the room and its pace; across days an absent player shows when last seen, not 'away' in red", async () => {
  const ada = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Friday sprawl',
    pace: { kind: 'days', moveHours: 24 },
  });
  const join = `${web.url}/join/${ada.inviteCode}?room=${ada.roomId}`;
  // Bob, invited, knows what he joins: its name and that it is played across days, before he sits down.
  for (const [locale, pace, viewport, name] of [
    ['en-GB', 'across days, 24 h per move', DESK, '02-join-desk-en'],
    ['it-IT', 'su più giorni, 24 h per mossa', PHONE, '02-join-phone-it'],
  ] as const) {
    const page = await newPage(viewport, [], locale);
    await page.goto(join);
    await page.waitForSelector('[data-testid=room-title] >> text=Friday sprawl');
    expect(await page.locator('[data-testid=room-pace]').innerText()).toContain(pace);
    await shot(page, name);
  }
  const bobPage = await newPage(PHONE);
  await bobPage.goto(join);
  await bobPage.waitForSelector('[data-testid=room-title]');
  await bobPage.fill('input[name=name]', 'Bob');
  await bobPage.click('button[type=submit]');
  // The lobby's heading: the room's name, then the game and the pace.
  await bobPage.waitForSelector('[data-testid=invite-link]');
  expect(await bobPage.locator('.lobby [data-testid=room-title] h2').innerText()).toBe('Friday sprawl');
  expect(await bobPage.locator('.lobby [data-testid=room-pace]').innerText()).toMatch(
    /Urban Sprawl.*2 players.*across days, 24 h per move/,
  );
  await shot(bobPage, '03-lobby-phone');
  const adaPage = await newPage(DESK, [{ ...ada, name: 'Ada' }], 'it-IT');
  await adaPage.goto(`${web.url}/room/${ada.roomId}`);
  await adaPage.waitForSelector('.lobby [data-testid=room-title] >> text=Friday sprawl');
  await shot(adaPage, '03-lobby-desk-it');

  // The match begins; Bob closes his phone. Across days that is normal: Ada sees when he was last there.
  await api.start(ada.roomId, ada.token);
  await bobPage.waitForFunction(() => window.__table?.snapshot().seat === 1);
  await bobPage.context().close();
  await adaPage.click('[data-testid=open-people]');
  const bobRow = adaPage.locator('.players-panel li[data-seat="1"]');
  await bobRow.locator('[data-testid=last-seen]').waitFor();
  expect(await bobRow.locator('[data-testid=last-seen]').innerText()).toBe('ultimo accesso: proprio ora');
  expect(await bobRow.locator('.tag.warn').count()).toBe(0);
  expect(await adaPage.locator('.tag.warn').count()).toBe(0);
  await shot(adaPage, '04-people-last-seen-it');
  // Kept with the seat: a status read afresh says the same.
  const status = await api.status(ada.roomId, { token: ada.token });
  expect(status.seats[1]).toMatchObject({ connected: false, handOverIn: null });
  expect(Date.now() - Date.parse(status.seats[1].lastSeenAt as string)).toBeLessThan(60_000);
  const row = await web.server.db.seat.findFirstOrThrow({ where: { roomId: ada.roomId, index: 1 } });
  expect(row.lastSeenAt).not.toBeNull();
});

test('after a time-out, the log says what happened: the time ran out, more time was given (the late player reads it too), a bot played that one turn and the seat stays theirs', async () => {
  const ada = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Late Ada',
    pace: { kind: 'days', moveHours: 12 },
  });
  const bob = await api.join({ inviteCode: ada.inviteCode, name: 'Bob' });
  const { matchId } = await api.start(ada.roomId, ada.token);
  expect((await api.status(ada.roomId, { token: ada.token })).seats[0].dueAt).not.toBeNull();
  const adaPage = await newPage(DESK, [{ ...ada, name: 'Ada' }]);
  const bobPage = await newPage(DESK, [{ ...bob, name: 'Bob' }], 'it-IT');
  for (const page of [adaPage, bobPage]) {
    await page.goto(`${web.url}/room/${ada.roomId}`);
    await page.waitForSelector('[data-testid=days-bar] [data-seat="0"]');
  }
  const runOut = async () => {
    await web.server.db.deadline.updateMany({ where: { matchId }, data: { dueAt: new Date(Date.now() - 1000) } });
    expect((await web.server.deadlines.poll()).length).toBeGreaterThan(0);
  };
  const logSays = (page: Page, text: string) => page.waitForSelector(`.log-line >> text=${text}`);

  await runOut();
  await logSays(adaPage, 'time for this move ran out');
  await logSays(bobPage, 'per questa mossa è scaduto');
  await bobPage.click('[data-testid=days-bar] [data-seat="0"] [data-action=more-time]');
  // The late player is told, with how long they now have.
  await logSays(adaPage, 'was given more time: 12 h for this move');
  await logSays(bobPage, 'ha ricevuto più tempo: 12 h per questa mossa');
  await shot(adaPage, '05-more-time-told-en');

  await runOut();
  await bobPage.click('[data-testid=days-bar] [data-seat="0"] [data-action=stand-in-turn]');
  await logSays(adaPage, 'A bot plays this one turn for');
  await logSays(bobPage, 'Un bot gioca questo solo turno per');
  await logSays(adaPage, 'turn; the seat is still theirs');
  await shot(bobPage, '06-bot-turn-logged-it');
  for (const page of [adaPage, bobPage])
    expect(await page.locator('.log-line').allInnerTexts()).not.toContainEqual(
      expect.stringMatching(/until they take their seat back|finché non riprende/),
    );
});

test("the language picker is in the table's header; with a side panel open no board label is cut or split", async () => {
  for (const game of ['urbania', 'urban-sprawl'] as const) {
    const ada = await api.createRoom({ game, seats: 3, name: 'Ada', roomName: `Labels ${game}` });
    await api.addBot(ada.roomId, ada.token, 1);
    await api.addBot(ada.roomId, ada.token, 2);
    await api.start(ada.roomId, ada.token);
    for (const [viewport, size] of [
      [DESK, 'desk'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await newPage(viewport, [{ ...ada, name: 'Ada' }], 'it-IT');
      await page.goto(`${web.url}/room/${ada.roomId}`);
      await page.waitForFunction(() => !!window.__table?.snapshot().view);
      // Reachable without opening People.
      await page.locator('[data-testid=table-language]').waitFor();
      expect(await page.locator('[data-testid=table-language]').isVisible()).toBe(true);
      await page.click('[data-testid=open-people]');
      await page.waitForSelector('.players-panel');
      await page.waitForTimeout(300);
      // Every label of the board shows whole: none is cut short by an ellipsis.
      expect(await page.locator('.ur-city, .board-scroll').count()).toBe(1);
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.ur-city *, .board-scroll *'))
          .filter(
            (e) =>
              !e.closest('.sr-only') &&
              (e.textContent ?? '').trim().length > 1 &&
              getComputedStyle(e).display !== 'none',
          )
          .filter((e) => {
            const style = getComputedStyle(e);
            const clips = style.overflow === 'hidden' || style.textOverflow === 'ellipsis';
            return clips && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 2);
          })
          .map((e) => `${e.className}: ${e.textContent}`),
      );
      // Nor split inside a word to squeeze it in ("residen-ziale").
      const split = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.ur-sq-type .long, .ur-sq-type .short'))
          .filter((e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0)
          .filter((e) => {
            const text = e.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) return false;
            return Array.from((text.textContent ?? '').matchAll(/\S+/g)).some((word) => {
              const r = document.createRange();
              r.setStart(text, word.index ?? 0);
              r.setEnd(text, (word.index ?? 0) + word[0].length);
              const lines = new Set(
                Array.from(r.getClientRects())
                  .filter((rect) => rect.width > 0)
                  .map((rect) => Math.round(rect.top)),
              );
              return lines.size > 1;
            });
          })
          .map((e) => e.textContent),
      );
      await shot(page, `07-${game}-people-open-${size}-it`);
      expect(cut).toEqual([]);
      expect(split).toEqual([]);
      await page.selectOption('[data-testid=table-language]', 'en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.waitForFunction(() => !!window.__table?.snapshot().view);
      await shot(page, `08-${game}-header-${size}-en`);
      await page.context().close();
    }
  }
});

test("after a time-out, the late player's phone reads the others' choices as what they are: more time for this move, then a bot that played this one turn, the seat still theirs", async () => {
  const ada = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Late on the phone',
    pace: { kind: 'days', moveHours: 12 },
  });
  const bob = await api.join({ inviteCode: ada.inviteCode, name: 'Bob' });
  const { matchId } = await api.start(ada.roomId, ada.token);
  // Ada, late, on her phone (in Italian); Bob decides on his desk.
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'it-IT' });
  contexts.push(phoneContext);
  await phoneContext.addInitScript(
    ([key, held]) => localStorage.setItem(key, JSON.stringify({ [held.roomId]: held })),
    [SEATS_KEY, { ...ada, name: 'Ada' }] as const,
  );
  const adaPhone = await phoneContext.newPage();
  adaPhone.on('pageerror', (e) => pageErrors.push(e.message));
  adaPhone.setDefaultTimeout(15_000);
  const bobPage = await newPage(DESK, [{ ...bob, name: 'Bob' }]);
  for (const page of [adaPhone, bobPage]) {
    await page.goto(`${web.url}/room/${ada.roomId}`);
    await page.waitForSelector('[data-testid=days-bar] [data-seat="0"]');
  }
  // On a phone the log is in a drawer: Ada opens it.
  await adaPhone.click('[data-testid=open-log]');
  const runOut = async () => {
    await web.server.db.deadline.updateMany({ where: { matchId }, data: { dueAt: new Date(Date.now() - 1000) } });
    expect((await web.server.deadlines.poll()).length).toBeGreaterThan(0);
  };
  const lines = (page: Page) => page.locator('.log-line').allInnerTexts();
  const lineSaying = async (page: Page, text: string) =>
    (await page.waitForSelector(`.log-line >> text=${text}`)).innerText();

  await runOut();
  await lineSaying(adaPhone, 'per questa mossa è scaduto');
  await bobPage.click('[data-testid=days-bar] [data-seat="0"] [data-action=more-time]');
  // Ada's own phone: the time given, for this move, with how long.
  expect(await lineSaying(adaPhone, 'ha ricevuto più tempo')).toMatch(
    /ha ricevuto più tempo: 12 h per questa mossa\.$/,
  );
  await adaPhone.waitForFunction(() => window.__table?.snapshot().seat === 0);

  await runOut();
  await bobPage.click('[data-testid=days-bar] [data-seat="0"] [data-action=stand-in-turn]');
  // A bot played that one turn for her; the seat stays hers.
  expect(await lineSaying(adaPhone, 'Un bot gioca questo solo turno per')).toMatch(
    /^Un bot gioca questo solo turno per .+; il posto resta suo\.$/,
  );
  expect(await lineSaying(adaPhone, 'Il bot ha giocato il turno di')).toMatch(
    /^Il bot ha giocato il turno di .+; il posto resta suo\.$/,
  );
  await adaPhone.waitForFunction(() => window.__table?.snapshot().seat === 0);
  expect(await lines(adaPhone)).not.toContainEqual(expect.stringMatching(/finché non riprende|until they take/));
  await shot(adaPhone, '09-late-player-phone-it');
  // Still hers: her phone can move again when the game comes back to her; no bot sits in her seat.
  const status = await api.status(ada.roomId, { token: ada.token });
  expect(status.seats[0]).toMatchObject({ standIn: false });
  // In order, as it happened, on her phone.
  expect(
    (await lines(adaPhone)).map((l) => l.replace(/^\d+\n/, '')).filter((l) => /tempo di Ada|più tempo|bot/.test(l)),
  ).toEqual([
    'Il tempo di Ada per questa mossa è scaduto.',
    'Ada ha ricevuto più tempo: 12 h per questa mossa.',
    'Il tempo di Ada per questa mossa è scaduto.',
    'Un bot gioca questo solo turno per Ada; il posto resta suo.',
    'Il bot ha giocato il turno di Ada; il posto resta suo.',
  ]);
});
