import http from 'node:http';
import https from 'node:https';
import { checkUrl, ForbiddenDestination, guardedLookup, type AddressPolicy } from './address-guard';

export interface OutgoingRequest {
  method: 'POST' | 'GET';
  headers: Record<string, string | number>;
  body?: Buffer | string;
}

export interface OutgoingLimits {
  /** The whole exchange, redirects included, must end within this. */
  timeoutMs: number;
  /** Bytes of the answer read at most; the rest is not waited for. */
  maxBytes: number;
  maxRedirects: number;
}

export interface Answer {
  status: number;
  /** The first `maxBytes` of the body. */
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** The receiver did not answer within the time allowed: a push subscription that keeps doing so is dropped (push.ts). */
export class TimedOut extends Error {
  readonly code = 'timed_out';
  constructor() {
    super('timed out');
  }
}

export const NOTIFY_LIMITS: OutgoingLimits = { timeoutMs: 5000, maxBytes: 16 * 1024, maxRedirects: 3 };

/**
 * Sends one request to an address a player gave (a webhook, a push
 * endpoint) without letting it turn the server against its own network or
 * hold it up: the URL and every redirect's target are checked by checkUrl,
 * each connection's resolved addresses by the policy's guarded lookup, the
 * whole exchange ends within `timeoutMs` (a receiver that never answers
 * costs one socket until then), and at most `maxBytes` of the answer are
 * read. 307 and 308 repeat the request; 301, 302 and 303 follow with a GET,
 * as browsers do.
 */
export async function send(
  rawUrl: string,
  req: OutgoingRequest,
  policy: AddressPolicy,
  limits: OutgoingLimits = NOTIFY_LIMITS,
): Promise<Answer> {
  const deadline = Date.now() + limits.timeoutMs;
  let url = checkUrl(rawUrl, policy);
  let current = req;
  for (let hop = 0; ; hop++) {
    const answer = await once(url, current, policy, limits.maxBytes, deadline - Date.now());
    const location = answer.headers.location;
    if (![301, 302, 303, 307, 308].includes(answer.status) || !location) return answer;
    if (hop >= limits.maxRedirects) throw new Error(`more than ${limits.maxRedirects} redirects`);
    url = checkUrl(new URL(location, url).toString(), policy);
    if (answer.status !== 307 && answer.status !== 308)
      current = { method: 'GET', headers: withoutBodyHeaders(current.headers) };
  }
}

function withoutBodyHeaders(headers: OutgoingRequest['headers']): OutgoingRequest['headers'] {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !/^content-|^ttl$|^urgency$|^topic$/i.test(k)));
}

function once(
  url: URL,
  req: OutgoingRequest,
  policy: AddressPolicy,
  maxBytes: number,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    if (timeoutMs <= 0) return reject(new TimedOut());
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: req.method,
      headers: { ...req.headers, ...(req.body !== undefined && { 'content-length': Buffer.byteLength(req.body) }) },
      lookup: guardedLookup(policy),
      // One connection per request: a pooled socket would skip the lookup, hence the check.
      agent: false,
      timeout: timeoutMs,
    });
    const timer = setTimeout(() => request.destroy(new TimedOut()), timeoutMs);
    timer.unref();
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    request.on('timeout', () => request.destroy(new TimedOut()));
    request.on('error', (err) =>
      fail(
        err instanceof ForbiddenDestination || (err as { cause?: unknown }).cause instanceof ForbiddenDestination
          ? new ForbiddenDestination(err.message)
          : err,
      ),
    );
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, maxBytes),
          headers: res.headers,
        });
      };
      res.on('data', (chunk: Buffer) => {
        if (size >= maxBytes) return;
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of a large answer is not waited for.
        if (size >= maxBytes) {
          done();
          res.destroy();
        }
      });
      res.on('end', done);
      res.on('error', fail);
    });
    request.end(req.body);
  });
}
