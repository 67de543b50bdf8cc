/*
 * The service worker of the board game table (served at /sw.js, scope /).
 * It does one thing: show the server's Web Push notifications ("Your turn
 * in 'Friday Urbania'") while no tab of the table is open, and open (or
 * focus) the table when one is clicked. It caches nothing and handles no
 * fetch, so the page works exactly as without it. The server writes each
 * notification in the language the page was in when it subscribed (see
 * src/notifications/push.ts) and names it in `lang`; the worker shows those
 * words as they are.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a path on this server: a notification never opens another site. */
function ownPath(url) {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const lang = data.lang === 'it' ? 'it' : 'en';
  // Only for a push that came without words (never sent by this server, but a worker must show something).
  const title = typeof data.title === 'string' ? data.title : lang === 'it' ? 'Tocca a te' : 'Your turn';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    lang,
    // One notification per seat: a newer one replaces the older.
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    data: { url: ownPath(data.url) },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(ownPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => w.url === target);
    if (open) return open.focus();
    return self.clients.openWindow(target);
  })());
});
