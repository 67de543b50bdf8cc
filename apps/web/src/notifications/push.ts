import type { NotifySettings, PushSubscriptionBody } from '@sprawl/protocol';
import { api } from '../lib/api';

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
export const canPush = (): boolean => canNotify() && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && window.isSecureContext;

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

/**
 * Turns notifications on for a seat: asks the browser's permission (only
 * now, after the player asked), then, where the browser has Web Push,
 * subscribes it and gives the subscription to the server for this seat.
 * Returns the seat's settings, or throws with a sentence for the player.
 */
export async function turnOn(roomId: string, token: string, publicKey: string): Promise<NotifySettings | null> {
  if (!canNotify()) throw new Error('This browser cannot show notifications.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site; allow them in the browser\'s site settings.');
  remember(roomId, true);
  if (!canPush()) return null;
  const sub = (await subscription(publicKey)).toJSON() as PushSubscriptionBody;
  return api.subscribePush(roomId, token, sub);
}

/** Turns them off for a seat; the browser's subscription stays for its other seats. */
export async function turnOff(roomId: string, token: string): Promise<NotifySettings | null> {
  remember(roomId, false);
  if (!canPush()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub ? api.unsubscribePush(roomId, token, sub.endpoint) : null;
}
