import crypto from 'node:crypto';
import { knownLocale, sayNotice, sayNotify } from '@sprawl/protocol';
import { createTransport } from 'nodemailer';
import { db, prepare, type Queryable } from '../db/query';
import {
  GiveUp,
  NOBODY,
  TOOK_IT,
  TryLater,
  type AddressLimit,
  type Delivery,
  type Outcome,
  type Sender,
} from './channel';
import { signLink, type NotifyKeys } from './keys';

/** What the operator set for email: the SMTP server, the sender, and where the links point. */
export interface MailSettings {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  timeoutMs: number;
}

/** The paths of an address's links (served by notify/routes.ts); the token names the address's row and is signed. */
export const confirmPath = (token: string) => `/api/email/confirm/${token}`;
export const unsubscribePath = (token: string) => `/api/email/unsubscribe/${token}`;

/**
 * The mailbox an address reaches, as limits count it: lower case, the
 * +tag dropped, and the dots of the local part dropped for every domain
 * (Gmail ignores them; a limit that merged two people's mailboxes costs
 * them a shared limit, one that did not would let a player write the same
 * mailbox many ways, issue 48). googlemail.com is gmail.com.
 */
export function mailbox(address: string): string {
  const lower = address.normalize('NFKC').trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  const local = (at < 0 ? lower : lower.slice(0, at)).split('+')[0].replace(/\./g, '');
  const domain = at < 0 ? '' : lower.slice(at + 1).replace(/^googlemail\.com$/, 'gmail.com');
  return `${local}@${domain}`;
}

/** A key for a mailbox in limits and memory, so that the address itself is kept in no map. */
export const addressKey = (address: string) =>
  `email:${crypto.createHash('sha256').update(mailbox(address)).digest('hex')}`;

const addressOf = prepare('seat-email-to', (roomId: string, seat: number, confirmed: boolean) =>
  db
    .selectFrom('seat_emails')
    .select(['id', 'address', 'locale'])
    .where('room_id', '=', roomId)
    .where('seat', '=', seat)
    .where('confirmed', '=', confirmed),
);

/**
 * Email through the operator's SMTP server (SMTP_URL, with nodemailer).
 * A seat's address receives one mail asking to confirm it, then, once
 * confirmed, its turns; every mail carries a one-click unsubscribe (RFC
 * 8058: List-Unsubscribe with List-Unsubscribe-Post, and the same link in
 * the text). Links are signed with the server's mail key and name the
 * address's row, which a new address replaces: old links then do nothing.
 * Mails are written in the language the page was in when the address was
 * given. The address is read from the database when sending and goes nowhere else:
 * not in logs (SMTP errors are logged by their code only), not in any answer.
 */
export class EmailChannel implements Sender {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(
    private readonly pool: Queryable,
    private readonly keys: NotifyKeys,
    private readonly settings: MailSettings,
    private readonly limit: AddressLimit,
  ) {
    this.transport = createTransport({
      url: settings.smtpUrl,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs * 2,
      logger: false,
      debug: false,
    });
  }

  async send({ row, message }: Delivery): Promise<Outcome> {
    if (row.toSeat === null) return NOBODY;
    const confirming = row.kind === 'confirm';
    const to = (await addressOf(this.pool, row.roomId, row.toSeat, !confirming))[0];
    if (!to) return NOBODY;
    if (!this.limit.allow(addressKey(to.address)))
      throw new TryLater('this address had enough mail for now', 10 * 60_000);
    const base = this.settings.publicUrl;
    const unsubscribe = `${base}${unsubscribePath(signLink(this.keys, 'unsubscribe', to.id))}`;
    const lang = knownLocale(to.locale);
    const say = (key: 'notify.mail.confirmHow' | 'notify.mail.notYou') => sayNotify({ key }, lang);
    const words = sayNotice(message, lang);
    const lines = confirming
      ? [
          words.body,
          '',
          say('notify.mail.confirmHow'),
          `${base}${confirmPath(signLink(this.keys, 'confirm', to.id))}`,
          '',
          say('notify.mail.notYou'),
        ]
      : [words.body, '', sayNotify({ key: 'notify.mail.open', params: { link: `${base}${message.path}` } }, lang)];
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: to.address,
        subject: words.title,
        text: [...lines, '', sayNotify({ key: 'notify.mail.stop', params: { link: unsubscribe } }, lang)].join('\n'),
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'auto-generated',
        },
      });
    } catch (err) {
      // The SMTP server's words may quote the address: only its codes travel on.
      const e = err as { responseCode?: number; code?: string };
      const what = `SMTP ${e.responseCode ?? e.code ?? 'error'}`;
      if (e.responseCode !== undefined && e.responseCode >= 500) throw new GiveUp(what);
      throw new TryLater(what);
    }
    return TOOK_IT;
  }

  close(): void {
    this.transport.close();
  }
}
