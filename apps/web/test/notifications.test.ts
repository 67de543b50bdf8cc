import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RoomsApi } from '@sprawl/client';
import { browserKeys, receiver, type Receiver } from '../../server/test/support/notify-receivers';
import { launchBrowser } from './support/browser';
import { startWebServer, type WebServer } from './support/web-server';

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
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  push = await receiver();
  web = await startWebServer({ notifyAllowPrivate: true, notifyPollMs: 3_600_000 });
  api = new RoomsApi(web.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await web?.stop();
  await push?.close();
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
      let made: unknown = null;
      const fake = (key: ArrayBuffer) => ({
        endpoint: (sub as { endpoint: string }).endpoint,
        options: { applicationServerKey: key },
        toJSON: () => sub,
        unsubscribe: async () => true,
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        (window as unknown as { __subscribedWith: unknown }).__subscribedWith = options;
        made = fake(options?.applicationServerKey as ArrayBuffer);
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
