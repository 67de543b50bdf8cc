import crypto from 'node:crypto';
import { sql } from 'kysely';
import webpush from 'web-push';
import { db, prepare, type Queryable } from '../db/query';

export interface NotifyKeys {
  /** Web Push's application server keys (VAPID), base64url: the public one is what browsers subscribe with. */
  vapidPublic: string;
  vapidPrivate: string;
  /** Signs the confirm and unsubscribe links of emails, so that they need no stored secret. */
  mailKey: Buffer;
}

const pairDrawn = prepare(
  'notify-keys-pair',
  (vapidPublic: string, vapidPrivate: string) => sql`
    INSERT INTO notify_keys (name, value) SELECT * FROM (VALUES ('vapid_public', ${vapidPublic}::text), ('vapid_private', ${vapidPrivate}::text)) AS k
    WHERE NOT EXISTS (SELECT 1 FROM notify_keys WHERE name = 'vapid_public') ON CONFLICT (name) DO NOTHING`,
);

const mailKeyDrawn = prepare('notify-keys-mail', (mailKey: string) =>
  db
    .insertInto('notify_keys')
    .values({ name: sql.lit('mail_key'), value: mailKey })
    .onConflict((oc) => oc.column('name').doNothing()),
);

const keysKept = prepare('notify-keys', () => db.selectFrom('notify_keys').select(['name', 'value']));

/**
 * The server's keys, the same for every process on the database and across
 * restarts (a browser's push subscription is bound to the VAPID public key it
 * was made with; a new key would silently orphan every subscription). Taken
 * from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when the operator sets them,
 * otherwise drawn on the first start and kept in `notify_keys`: the first
 * process to insert wins, the others read what it wrote.
 */
export async function loadKeys(
  pool: Queryable,
  given: { publicKey: string; privateKey: string } | null,
): Promise<NotifyKeys> {
  const drawn = webpush.generateVAPIDKeys();
  // Drawn together: a half-written pair is impossible (one statement).
  await pairDrawn(pool, drawn.publicKey, drawn.privateKey);
  await mailKeyDrawn(pool, crypto.randomBytes(32).toString('base64url'));
  const rows = await keysKept(pool);
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  return {
    vapidPublic: given?.publicKey ?? (stored.get('vapid_public') as string),
    vapidPrivate: given?.privateKey ?? (stored.get('vapid_private') as string),
    mailKey: Buffer.from(stored.get('mail_key') as string, 'base64url'),
  };
}

/** A link token: the row's id and its signature, for one purpose (`confirm`, `unsubscribe`). */
export function signLink(keys: NotifyKeys, purpose: string, id: string): string {
  return `${id}.${crypto.createHmac('sha256', keys.mailKey).update(`${purpose}:${id}`).digest('base64url')}`;
}

/** The row id a link token names, if its signature holds for that purpose. */
export function readLink(keys: NotifyKeys, purpose: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const expected = Buffer.from(signLink(keys, purpose, id));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}
