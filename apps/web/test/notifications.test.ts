import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng } from '@sprawl/rules';
import { browserKeys, receiver, type Receiver } from '../../server/test/support/notify-receivers';
import { launchBrowser } from './support/browser';
import { startNotifyServers, stopNotifyServers, type SmtpSink } from './support/notify-servers';
import { ARTIFACTS, type WebServer } from './support/web-server';

/**
 * Turning notifications on, in Chromium: the switch at the table asks for
 * the permission, registers the service worker (/sw.js, under the server's
 * strict CSP) and gives the server a push subscription for the seat, made
 * with the server's VAPID key; a push handed to the worker (through the
 * DevTools protocol, as a push service would) becomes a notification for
 * the table, and only ever for a path on this server.
 *
 * Headless Chromium has no push service to subscribe with (it would need
 * the browser vendor's, over the internet), so PushManager.subscribe is
 * replaced in the page by one that answers a subscription to a local
 * stand-in, and the headless shell displays no notification, so the
 * worker's showNotification is watched: the permission, the worker, the
 * page's code and the server are the real thing. Delivery to a push service
 * is tested in apps/server/test/notifications.test.ts.
 */
jest.setTimeout(300_000);

let web: WebServer;
let api: RoomsApi;
let browser: Browser;
let push: Receiver;
let hook: Receiver;
let smtp: SmtpSink;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  ({ web, push, hook, smtp } = await startNotifyServers());
  api = new RoomsApi(web.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await stopNotifyServers({ web, push, hook, smtp });
});
afterEach(() => expect(pageErrors).toEqual([]));

async function seatedPage(
  seat: { roomId: string; seat: number; token: string; inviteCode: string; invitePath: string; name: string },
  subscription: unknown,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await context.grantPermissions(['notifications'], { origin: web.url });
  await context.addInitScript(
    ([s, sub]) => {
      localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [(s as { roomId: string }).roomId]: s }));
      // The stand-in push service's subscription (see above); the page's code calls this as it would the browser's.
      // The browser keeps a subscription across reloads; so does the stand-in (its key in localStorage).
      const fake = (key: ArrayBuffer) => ({
        endpoint: (sub as { endpoint: string }).endpoint,
        options: { applicationServerKey: key },
        toJSON: () => sub,
        unsubscribe: async () => true,
      });
      const keptKey = localStorage.getItem('test.subscribedKey');
      let made: unknown = keptKey ? fake(new Uint8Array(JSON.parse(keptKey) as number[]).buffer) : null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        (window as unknown as { __subscribedWith: unknown }).__subscribedWith = options;
        const key = options?.applicationServerKey as ArrayBuffer;
        localStorage.setItem('test.subscribedKey', JSON.stringify([...new Uint8Array(key)]));
        made = fake(key);
        return made as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => made as PushSubscription | null;
    },
    [seat, subscription] as const,
  );
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  return { page, context };
}

test('turning notifications on registers the service worker and a push subscription for the seat; a push reaches the worker, which shows the turn', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Friday table',
    options: { variant: 'short' },
  });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  const keys = browserKeys();
  const subscription = { endpoint: `${push.url}/push/grace`, expirationTime: null, keys: keys.keys };
  const { page, context } = await seatedPage({ ...guest, name: 'Grace' }, subscription);
  await api.start(host.roomId, host.token);
  await page.goto(`${web.url}/room/${host.roomId}`);
  await page.locator('[data-testid=open-people]').click();
  const toggle = page.locator('[data-testid=notify-toggle]');
  await toggle.waitFor();
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid=notify-toggle]') as HTMLInputElement).checked &&
      !(document.querySelector('[data-testid=notify-toggle]') as HTMLInputElement).disabled,
  );

  // The worker, from this server, under its CSP.
  const worker = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    return {
      script: reg?.active?.scriptURL ?? reg?.installing?.scriptURL ?? reg?.waiting?.scriptURL ?? null,
      scope: reg?.scope,
    };
  });
  expect(worker).toEqual({ script: `${web.url}/sw.js`, scope: `${web.url}/` });
  // Subscribed with the server's VAPID key, and the server holds the subscription for this seat.
  const settings = await api.notifySettings(host.roomId, guest.token);
  expect(settings.push.devices).toBe(1);
  const usedKey = await page.evaluate(() => {
    const key = new Uint8Array(
      (window as unknown as { __subscribedWith: { applicationServerKey: ArrayBuffer } }).__subscribedWith
        .applicationServerKey,
    );
    return btoa(String.fromCharCode(...key))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  });
  expect(usedKey).toBe(settings.push.publicKey);
  const stored = await web.server.db.pushSubscription.findMany({ where: { roomId: host.roomId } });
  // The page's language (English here) goes with the subscription: the server writes this device's notifications in it.
  expect(stored.map((s) => [s.seat, s.endpoint, s.locale])).toEqual([[1, subscription.endpoint, 'en']]);

  // A push handed to the worker (as the push service would) shows the turn. The headless shell refuses
  // to display notifications at all, so the worker's showNotification is watched instead.
  const sw =
    context.serviceWorkers().find((w) => w.url() === `${web.url}/sw.js`) ??
    (await context.waitForEvent('serviceworker'));
  await sw.evaluate(() => {
    const shown: unknown[] = [];
    (self as unknown as { __shown: unknown[] }).__shown = shown;
    (self as unknown as { registration: ServiceWorkerRegistration }).registration.showNotification = async (
      title: string,
      options?: NotificationOptions,
    ) => void shown.push({ title, ...options });
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const reg = e.registrations.find((r) => r.scopeURL === `${web.url}/`);
        if (reg) resolve(reg.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Your turn in “Friday table”',
    body: 'It is your turn.',
    url: `/room/${host.roomId}`,
    tag: `${host.roomId}:1`,
    lang: 'en',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: web.url,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  // One from another site's path is opened on this server only.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: web.url,
    registrationId: await registrationId,
    data: JSON.stringify({ ...payload, url: '//evil.example/x' }),
  });
  const shown = async () => sw.evaluate(() => (self as unknown as { __shown: unknown[] }).__shown);
  for (let i = 0; i < 100 && (await shown()).length < 2; i++) await page.waitForTimeout(50);
  expect(await shown()).toEqual([
    { title: payload.title, body: payload.body, lang: 'en', tag: payload.tag, data: { url: `/room/${host.roomId}` } },
    { title: payload.title, body: payload.body, lang: 'en', tag: payload.tag, data: { url: '/' } },
  ]);

  // Turning it off forgets the subscription for this seat.
  await toggle.uncheck();
  await page.waitForFunction(
    () => !(document.querySelector('[data-testid=notify-toggle]') as HTMLInputElement).disabled,
  );
  expect((await api.notifySettings(host.roomId, guest.token)).push.devices).toBe(0);
});

test('a page in Italian subscribes in Italian; after a switch to English, opening the table again tells the server once', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Venerdì',
    options: { variant: 'short' },
  });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Giulia' });
  const keys = browserKeys();
  const subscription = { endpoint: `${push.url}/push/giulia`, expirationTime: null, keys: keys.keys };
  const { page } = await seatedPage({ ...guest, name: 'Giulia' }, subscription);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('languageSet')) localStorage.setItem('sprawl.locale.v1', 'it');
    sessionStorage.setItem('languageSet', '1');
  });
  await api.start(host.roomId, host.token);
  await page.goto(`${web.url}/room/${host.roomId}`);
  await page.locator('[data-testid=open-people]').click();
  const toggle = page.locator('[data-testid=notify-toggle]');
  await toggle.check();
  await page.waitForFunction(
    () => !(document.querySelector('[data-testid=notify-toggle]') as HTMLInputElement).disabled,
  );
  const locales = async () =>
    (await web.server.db.pushSubscription.findMany({ where: { roomId: host.roomId } })).map((s) => s.locale);
  expect(await locales()).toEqual(['it']);

  // The subscription made in the browser stays; only its language changes on the server.
  await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'en'));
  await page.reload();
  await page.locator('[data-testid=open-people]').click();
  await toggle.waitFor();
  for (let i = 0; i < 100 && (await locales())[0] !== 'en'; i++) await page.waitForTimeout(50);
  expect(await locales()).toEqual(['en']);
  expect(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('sprawl.notify.locale.v1') ?? '{}') as Record<string, string>,
    ),
  ).toEqual({ [host.roomId]: 'en' });
});

/** Every context's words, waited for: the switch's state once it is not busy. */
const settledToggle = (page: Page) =>
  page.waitForFunction(() => {
    const box = document.querySelector('[data-testid=notify-toggle]') as HTMLInputElement | null;
    return box !== null && !box.disabled;
  });

/** The host (seat 0) plays random legal moves over the SDK until the match waits for the guest's seat. */
async function untilGuestDecides(roomId: string, token: string, matchId: string): Promise<void> {
  const conn = new MatchConnection({ url: `${web.url.replace('http', 'ws')}/ws`, roomId, token, socket: nodeSocket });
  const rng = seedRng('open-tab');
  try {
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const rt = await web.server.matches.runtime(matchId);
      if (rt.game.seatsToAct(rt.state).includes(1)) return;
      const legal = conn.state.legal as { type: string }[];
      if (conn.state.version === rt.version && legal.length > 0)
        await conn.send(randomMove(rng, legal)).catch(() => undefined);
    }
    throw new Error('the guest never had to decide');
  } finally {
    conn.close();
  }
}

/**
 * The page's side of notifications made watchable: a stand-in for the
 * Notification API (the permission granted, each notification recorded in
 * window.__notified) and for the worker registration's showNotification, and
 * a tab that can be hidden (`window.__hidden`): headless Chromium never
 * hides a page or displays a notification.
 */
async function openTabStandIn(context: BrowserContext, failPush: boolean): Promise<void> {
  await context.addInitScript((fail: boolean) => {
    const w = window as unknown as { __notified: unknown[]; __hidden: boolean };
    w.__notified = [];
    w.__hidden = false;
    class StandIn {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async (): Promise<NotificationPermission> => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        w.__notified.push({ title, body: options?.body, tag: options?.tag });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: StandIn, configurable: true, writable: true });
    ServiceWorkerRegistration.prototype.showNotification = async (title: string, options?: NotificationOptions) =>
      void w.__notified.push({ title, body: options?.body, tag: options?.tag });
    Object.defineProperty(Document.prototype, 'hidden', { get: () => w.__hidden, configurable: true });
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => (w.__hidden ? 'hidden' : 'visible'),
      configurable: true,
    });
    // The browser's own failure, in its own words (issue 49 saw them on the page).
    if (fail)
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      };
  }, failPush);
}

test('push registration failing: the switch unticks, says in the app’s words what failed and that the open-tab notice still works, and that notice comes', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Friday table',
    options: { variant: 'short' },
  });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  const subscription = { endpoint: `${push.url}/push/never`, expirationTime: null, keys: browserKeys().keys };
  const { page, context } = await seatedPage({ ...guest, name: 'Grace' }, subscription);
  await openTabStandIn(context, true);
  const { matchId } = await api.start(host.roomId, host.token);
  await page.goto(`${web.url}/room/${host.roomId}`);
  await page.locator('[data-testid=open-people]').click();
  const toggle = page.locator('[data-testid=notify-toggle]');
  await toggle.check();
  await settledToggle(page);
  expect(await toggle.isChecked()).toBe(false);
  const problem = page.locator('[data-testid=notify-push-problem]');
  expect(await problem.textContent()).toContain(
    'This browser refused to sign up for notifications with the tab closed. While this tab is open, even hidden, you are still notified when it is your turn.',
  );
  expect(await page.locator('[data-testid=notify-panel]').textContent()).not.toContain('Registration failed');
  expect((await api.notifySettings(host.roomId, guest.token)).push.devices).toBe(0);
  await page.screenshot({ path: path.join(ARTIFACTS, 'notify-push-failed-desktop-en.png') });

  // The open-tab path: the tab hidden, the turn comes, the page shows it through the Notification API's stand-in.
  await page.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = true;
  });
  await untilGuestDecides(host.roomId, host.token, matchId);
  await page.waitForFunction(() => (window as unknown as { __notified: unknown[] }).__notified.length > 0);
  expect(await page.evaluate(() => (window as unknown as { __notified: unknown[] }).__notified)).toEqual([
    { title: "Your turn in 'Friday table'", body: "It is your turn in 'Friday table'.", tag: `${host.roomId}:1` },
  ]);

  // Turned off from the note, nothing is left on.
  await page.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = false;
  });
  await problem.locator('button').click();
  await problem.waitFor({ state: 'detached' });
  expect(await toggle.isChecked()).toBe(false);
});

test('on a phone in Italian, after a reload the switch shows what the server holds: a subscription it dropped leaves it unticked, said in Italian', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Venerdì',
    options: { variant: 'short' },
  });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Giulia' });
  const subscription = { endpoint: `${push.url}/push/dropped`, expirationTime: null, keys: browserKeys().keys };
  const { context } = await seatedPage({ ...guest, name: 'Giulia' }, subscription);
  await context.addInitScript(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await openTabStandIn(context, false);
  // The same browser context, shown as a phone: a second page in it shares its storage and its worker.
  const phone = await context.newPage();
  phone.on('pageerror', (e) => pageErrors.push(e.message));
  await phone.setViewportSize({ width: 390, height: 844 });
  await api.start(host.roomId, host.token);
  await phone.goto(`${web.url}/room/${host.roomId}`);
  await phone.locator('[data-testid=open-people]').click();
  const toggle = phone.locator('[data-testid=notify-toggle]');
  await toggle.check();
  await settledToggle(phone);
  expect(await toggle.isChecked()).toBe(true);
  expect((await api.notifySettings(host.roomId, guest.token)).push.devices).toBe(1);

  // Held by the server: still ticked after a reload.
  await phone.reload();
  await phone.locator('[data-testid=open-people]').click();
  await settledToggle(phone);
  await phone.waitForFunction(
    () => (document.querySelector('[data-testid=notify-toggle]') as HTMLInputElement).checked,
  );

  // The push service stopped taking them (a 410): the server forgets the device; the page, reloaded, says so.
  await web.server.db.pushSubscription.deleteMany({ where: { roomId: host.roomId } });
  await phone.reload();
  await phone.locator('[data-testid=open-people]').click();
  const problem = phone.locator('[data-testid=notify-push-problem]');
  await problem.waitFor();
  expect(await toggle.isChecked()).toBe(false);
  expect(await problem.textContent()).toContain(
    'Il server non manda più notifiche a scheda chiusa a questo browser (non le accettava più, oppure sono state disattivate). Finché questa scheda è aperta, anche se nascosta, ricevi comunque un avviso quando tocca a te.',
  );
  await phone.screenshot({ path: path.join(ARTIFACTS, 'notify-push-lost-phone-it.png') });

  // Ticking it again subscribes this browser again.
  await toggle.check();
  await settledToggle(phone);
  expect(await toggle.isChecked()).toBe(true);
  expect(await problem.count()).toBe(0);
});

test('the webhook: one error per bad address in the app’s words, and the last post’s result, not "Turns are posted to" while it fails', async () => {
  const host = await api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', roomName: 'Auction night' });
  await api.addBot(host.roomId, host.token, 1);
  await api.start(host.roomId, host.token);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  await context.addInitScript((s) => localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s })), {
    ...host,
    name: 'Ada',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(15_000);
  await page.goto(`${web.url}/room/${host.roomId}`);
  await page.locator('[data-testid=open-people]').click();
  const input = page.locator('[data-testid=notify-webhook]');
  const save = input.locator('xpath=following-sibling::button');
  const errors = page.locator('[data-testid=notify-panel] [role=alert]');

  // Plain http is allowed here: ftp:// is refused as such, not with "Only https".
  await input.fill('ftp://chat.example/hook');
  await save.click();
  await page.locator('[data-testid=notify-error]').waitFor();
  expect(await errors.allTextContents()).toEqual([
    'That webhook cannot be used: Only http and https addresses are allowed.',
  ]);
  // Not an address at all: the server's one sentence replaces the last, with no browser popup.
  await input.fill('not a url');
  await save.click();
  // The old line goes while the request is out; the new one comes with the answer.
  await page.waitForFunction(() =>
    document.querySelector('[data-testid=notify-error]')?.textContent?.includes('not a web address'),
  );
  expect(await errors.allTextContents()).toEqual(['That webhook cannot be used: That is not a web address.']);
  expect(await input.evaluate((el) => (el as HTMLInputElement).validationMessage)).toBe('');

  // Nothing listens there: the test post on saving is refused, and the panel says so.
  const gone = await receiver();
  await gone.close();
  await input.fill(`${gone.url}/hook`);
  await save.click();
  const state = page.locator('[data-testid=notify-webhook-state]');
  await state.waitFor();
  const said = (await state.textContent()) ?? '';
  expect(said).toMatch(
    /^Posting to 127\.0\.0\.1 has been failing since \d{1,2}:\d{2}\s?(AM|PM)?: connection refused\./,
  );
  expect(said).not.toContain('Turns are posted');
  expect(await errors.count()).toBe(1);
  await page.screenshot({ path: path.join(ARTIFACTS, 'notify-webhook-failing-desktop-en.png') });

  // Removed and set again to a chat server that answers 404.
  await state.locator('button').click();
  await input.waitFor();
  hook.answer = () => 404;
  await input.fill(`${hook.url}/missing`);
  await save.click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid=notify-webhook-state]')?.textContent?.includes('HTTP 404'),
  );
  // The same on a phone, in Italian.
  await page.evaluate(() => localStorage.setItem('sprawl.locale.v1', 'it'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.locator('[data-testid=open-people]').click();
  await state.waitFor();
  expect(await state.textContent()).toMatch(
    /^La pubblicazione su 127\.0\.0\.1 non riesce dalle \d{2}:\d{2}: HTTP 404\./,
  );
  await state.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'notify-webhook-failing-phone-it.png') });
  // And to one that takes it.
  await state.locator('button').click();
  await input.waitFor();
  hook.answer = () => 204;
  await input.fill(`${hook.url}/ok`);
  await save.click();
  await page.waitForFunction(() =>
    document
      .querySelector('[data-testid=notify-webhook-state]')
      ?.textContent?.startsWith('I turni vengono pubblicati su 127.0.0.1.'),
  );
  expect(await errors.count()).toBe(0);
});

test('email: the confirm and unsubscribe pages look like the app, in the player’s language, with the way back; People says "confirmed" without a reload; a used link says so', async () => {
  const host = await api.createRoom({
    game: 'urban-sprawl',
    seats: 2,
    name: 'Ada',
    roomName: 'Venerdì',
    options: { variant: 'short' },
  });
  const guest = await api.join({ inviteCode: host.inviteCode, name: 'Giulia' });
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(desk);
  await desk.addInitScript(
    (s) => {
      localStorage.setItem('sprawl.seats.v1', JSON.stringify({ [s.roomId]: s }));
      localStorage.setItem('sprawl.locale.v1', 'it');
    },
    { ...guest, name: 'Giulia' },
  );
  const table = await desk.newPage();
  table.on('pageerror', (e) => pageErrors.push(e.message));
  table.setDefaultTimeout(15_000);
  await api.start(host.roomId, host.token);
  await table.goto(`${web.url}/room/${host.roomId}`);
  await table.locator('[data-testid=open-people]').click();
  await table.locator('[data-testid=notify-email]').fill('giulia@mail.example');
  await table.locator('[data-testid=notify-email]').press('Enter');
  const emailState = table.locator('[data-testid=notify-email-state]');
  await emailState.waitFor();
  expect(await emailState.textContent()).toContain('Conferma l’indirizzo dalla mail che ti abbiamo mandato.');

  // The mail, sent once the address stopped changing (made due now rather than waited for).
  const before = smtp.mails.length;
  await web.server.db.notifyOutbox.updateMany({
    where: { kind: 'confirm' },
    data: { dueAt: new Date(Date.now() - 1000) },
  });
  await web.server.notifications.deliverer.pass();
  const mail = smtp.mails[before];
  const confirmPath = /http:\/\/play\.test(\/api\/email\/confirm\/\S+)/.exec(mail.text)?.[1] as string;
  const stopPath = /http:\/\/play\.test(\/api\/email\/unsubscribe\/\S+)/.exec(mail.text)?.[1] as string;

  // The mail is read on the phone: another browser.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  contexts.push(phoneContext);
  const phone = await phoneContext.newPage();
  phone.on('pageerror', (e) => pageErrors.push(e.message));
  phone.setDefaultTimeout(15_000);
  // Opening the link changes nothing (as on the desk, where this screenshot is taken).
  const deskPage = await desk.newPage();
  await deskPage.goto(`${web.url}${confirmPath}`);
  await deskPage.screenshot({ path: path.join(ARTIFACTS, 'email-confirm-desktop-it.png') });
  await deskPage.close();
  await phone.goto(`${web.url}${confirmPath}`);
  expect(await phone.getAttribute('html', 'lang')).toBe('it');
  expect(await phone.locator('h1').textContent()).toBe('Conferma il tuo indirizzo');
  // The app's look: its stylesheet applied (the card on the landing page's gradient, the green button).
  expect(await phone.locator('button.btn.primary').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
    'rgb(28, 124, 84)',
  );
  expect(await phone.locator('a.btn').getAttribute('href')).toBe(`/room/${host.roomId}`);
  await phone.screenshot({ path: path.join(ARTIFACTS, 'email-confirm-phone-it.png') });
  await phone.locator('button.btn.primary').click();
  await phone.locator('h1', { hasText: 'Indirizzo confermato' }).waitFor();
  await phone.screenshot({ path: path.join(ARTIFACTS, 'email-confirmed-phone-it.png') });

  // The table on the desk says so without a reload.
  await table.waitForFunction(
    () =>
      document
        .querySelector('[data-testid=notify-email-state]')
        ?.textContent?.includes('I tuoi turni ti arrivano per email.'),
    undefined,
    { timeout: 10_000 },
  );

  // Unsubscribing, then opening the used link again: it says so, with no button that would do nothing.
  await phone.goto(`${web.url}${stopPath}`);
  await phone.locator('button.btn.primary').click();
  await phone.locator('h1', { hasText: 'Niente più email' }).waitFor();
  await phone.goto(`${web.url}${stopPath}`);
  expect(await phone.locator('h1').textContent()).toBe('This link does nothing now');
  expect(await phone.locator('main p').textContent()).toBe(
    'This address already gets no more mail for this seat: the link was used, or the address was changed or removed.',
  );
  expect(await phone.locator('form').count()).toBe(0);
  await phone.screenshot({ path: path.join(ARTIFACTS, 'email-used-phone-en.png') });
  // Its way back leads to the player's tables.
  await phone.locator('a.btn').click();
  await phone.waitForURL(`${web.url}/`);
});
