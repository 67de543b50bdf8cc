import type { NotifySettings, PushSubscriptionBody } from '@sprawl/protocol';
import { ApiError } from '@sprawl/client';
import { api, describeError } from '../lib/api';
import { locale, t } from '../i18n/i18n';

/** Seats for which this browser turned notifications on (room id → true): in-page ones, and push where the browser has it. */
const KEY = 'sprawl.notify.v1';

function readAll(): Record<string, boolean> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

export const notifyOn = (roomId: string): boolean => readAll()[roomId] === true;

function remember(roomId: string, on: boolean): void {
  const all = readAll();
  if (on) all[roomId] = true;
  else delete all[roomId];
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** Whether this browser can show notifications at all, and receive them with no tab open (Web Push). */
export const canNotify = (): boolean => typeof Notification !== 'undefined';
export const canPush = (): boolean =>
  canNotify() && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && window.isSecureContext;

/** The service worker (public/sw.js) that shows pushed notifications and opens the table on a click. */
export async function worker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The browser's subscription, made with the server's key (one made with another key is replaced). */
async function subscription(publicKey: string): Promise<PushSubscription> {
  const reg = await worker();
  const existing = await reg.pushManager.getSubscription();
  const wanted = keyBytes(publicKey);
  const key = existing?.options.applicationServerKey;
  if (existing && key && new Uint8Array(key).every((b, i) => b === wanted[i])) return existing;
  await existing?.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
}

/** The language each seat's push subscription was last given (room id → locale), so that a change of language is told to the server once. */
const LOCALE_KEY = 'sprawl.notify.locale.v1';

function sentLocales(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(LOCALE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function rememberSent(roomId: string, lang: string | null): void {
  const all = sentLocales();
  if (lang) all[roomId] = lang;
  else delete all[roomId];
  try {
    localStorage.setItem(LOCALE_KEY, JSON.stringify(all));
  } catch {
    // Not kept: the page tells the server again next time, which does no harm.
  }
}

/** The subscription with the page's language: the server writes this device's notifications in it. */
async function give(roomId: string, token: string, publicKey: string): Promise<NotifySettings> {
  const lang = locale();
  const sub = { ...((await subscription(publicKey)).toJSON() as PushSubscriptionBody), locale: lang };
  const settings = await api.subscribePush(roomId, token, sub);
  rememberSent(roomId, lang);
  return settings;
}

/** What turning notifications on came to: the seat's settings when the server was asked, and, when push failed, why in the player's words. */
export interface TurnedOn {
  settings: NotifySettings | null;
  pushFailed: string | null;
}

/**
 * Turns notifications on for a seat: asks the browser's permission (only
 * now, after the player asked), then, where the browser has Web Push,
 * subscribes it and gives the subscription to the server for this seat.
 * Throws with a sentence for the player when the browser shows none at all;
 * when only push fails the open-tab notice still works (it needs only the
 * permission), so that is kept on and the failure returned.
 */
export async function turnOn(roomId: string, token: string, publicKey: string): Promise<TurnedOn> {
  if (!canNotify()) throw new Error(t('ui.notify.unsupported'));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(t('ui.notify.blocked'));
  remember(roomId, true);
  if (!canPush()) return { settings: null, pushFailed: null };
  try {
    return { settings: await give(roomId, token, publicKey), pushFailed: null };
  } catch (err) {
    return { settings: null, pushFailed: pushFailure(err) };
  }
}

/**
 * Why push could not be set up, in the app's words (issue 49: the page
 * showed Chromium's "Registration failed - permission denied"): the browser
 * or its push service refused, or the server did (its refusal says why).
 */
function pushFailure(err: unknown): string {
  if (err instanceof ApiError) return describeError(err);
  if (err instanceof DOMException && err.name === 'NotAllowedError') return t('ui.notify.pushDenied');
  return t('ui.notify.pushFailed');
}

/**
 * Whether the server holds this browser's push subscription for the seat:
 * the switch shows that, not what this browser once asked for (a
 * subscription the server dropped after its push service stopped taking
 * notifications is gone, whatever the browser remembers).
 */
export async function heldHere(settings: NotifySettings): Promise<boolean> {
  if (!canPush() || settings.push.fingerprints.length === 0) return false;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub ? settings.push.fingerprints.includes(await fingerprint(sub.endpoint)) : false;
}

/** The server's fingerprint of an endpoint (apps/server/src/notify/settings.ts pushFingerprint). */
async function fingerprint(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .slice(0, 16);
}

/**
 * After the player changed the page's language: a seat this browser
 * subscribed gets its notifications in the new one. Nothing is asked of
 * the browser (the permission was given already) and nothing is sent when
 * the language is the one the server has.
 */
export async function keepLanguage(roomId: string, token: string, publicKey: string): Promise<NotifySettings | null> {
  if (!notifyOn(roomId) || !canPush() || sentLocales()[roomId] === locale()) return null;
  // Push's own permission: Chromium's headless shell answers Notification.permission 'denied' after a reload while push is still allowed.
  const reg = await worker();
  if (
    (await reg.pushManager.permissionState({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })) !==
    'granted'
  )
    return null;
  return give(roomId, token, publicKey);
}

/** Turns them off for a seat; the browser's subscription stays for its other seats. */
export async function turnOff(roomId: string, token: string): Promise<NotifySettings | null> {
  remember(roomId, false);
  rememberSent(roomId, null);
  if (!canPush()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub ? api.unsubscribePush(roomId, token, sub.endpoint) : null;
}
