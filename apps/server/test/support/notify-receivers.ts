import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A request a receiver got. */
export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP server standing in for a push service or a chat server's
 * webhook: records what it gets, answers what `answer` says (status and
 * headers), or never answers ('hang').
 */
export interface Receiver {
  url: string;
  port: number;
  got: Received[];
  /** Requests it is holding without an answer. */
  hanging: number;
  /** Requests it has answered. */
  answered: number;
  answer: (
    req: Received,
  ) => number | 'hang' | { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };
  close(): Promise<void>;
}

export async function receiver(host = '127.0.0.1'): Promise<Receiver> {
  const held = new Set<http.ServerResponse>();
  const r: Receiver = {
    url: '',
    port: 0,
    got: [],
    hanging: 0,
    answered: 0,
    answer: () => 201,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      r.got.push(got);
      const a = r.answer(got);
      if (a === 'hang') {
        r.hanging++;
        held.add(res);
        res.on('close', () => r.hanging--);
        return;
      }
      const { status, headers, body, delayMs } = typeof a === 'number' ? { status: a, headers: {}, body: '' } : a;
      setTimeout(() => {
        res.writeHead(status, headers).end(body);
        r.answered++;
      }, delayMs ?? 0);
    });
  });
  await new Promise<void>((ok) => server.listen(0, host, ok));
  r.port = (server.address() as AddressInfo).port;
  r.url = `http://${host}:${r.port}`;
  return r;
}

/** A browser's side of a push subscription: its P-256 key pair and auth secret, to decrypt what the push service is given. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm body (RFC 8188 record, RFC 8291 keys), as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20];
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('more than one record');
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any zeros of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID Authorization header (`vapid t=<jwt>, k=<key>`), its signature checked with the key it names. */
export function vapidClaims(header: string | undefined): { aud: string; sub: string; exp: number; key: string } {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [head, payload, signature] = m[1].split('.');
  const raw = Buffer.from(m[2], 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not hold');
  return { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), key: m[2] };
}

/** One mail as the local SMTP server got it: envelope recipients, headers (unfolded) and text (quoted-printable decoded). */
export interface Mail {
  to: string[];
  headers: Record<string, string>;
  text: string;
}

/** A local SMTP server (the smtp-server package) that keeps every mail. */
export async function smtpServer(): Promise<{ url: string; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((ok) => server.close(() => ok())) };
}

function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = encodedWords(line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding'];
  if (encoding === 'quoted-printable') text = quotedPrintable(text.replace(/=\r\n/g, ''));
  if (encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** Quoted-printable escapes are bytes of UTF-8: an Italian accent or a typographic quote is two or three of them. */
function quotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else if (underscoreIsSpace && text[i] === '_') bytes.push(0x20);
    else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's RFC 2047 encoded words (a subject outside ASCII), decoded; the blanks between two of them go. */
function encodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data, true),
    );
}
