import type { FastifyRequest } from 'fastify';
import { refuse } from '../errors';

/**
 * Which pages may open the WebSocket. A browser sends the `Origin` of the
 * page that opens a socket and lets any page open one to any server, with
 * the cookies and addresses of whoever looks at it; the token still has to
 * be known, but a foreign page has no business holding a table's socket
 * (issue 48, item 13). Accepted: no Origin at all (not a browser: Node
 * clients, bots, tests), the server's own origin (the host the request was
 * made to, as http or https, since a proxy in front may end TLS), and the
 * origins the operator lists (config.ts: PUBLIC_URL and ALLOWED_ORIGINS, or
 * `*` for any).
 */
export function checkOrigin(req: FastifyRequest, allowed: readonly string[]): void {
  const origin = req.headers.origin;
  if (origin === undefined || allowed.includes('*') || allowed.includes(origin) || sameHost(origin, req.host)) return;
  req.log.info({ origin, host: req.host }, 'websocket from a foreign origin refused');
  refuse('foreign_origin', 'This table can only be opened from its own page, not from another site.');
}

/** Whether `origin` names the host the request was made to: same name and port, a missing port being the page's scheme's. */
function sameHost(origin: string, host: string): boolean {
  const page = parsed(origin);
  const target = parsed(`http://${host}`);
  if (!page || !target || (page.protocol !== 'http:' && page.protocol !== 'https:')) return false;
  const port = (url: URL) => url.port || (page.protocol === 'https:' ? '443' : '80');
  return page.hostname === target.hostname && port(page) === port(target);
}

/** A URL, or null for "null" (a sandboxed frame, a file) and anything else unreadable. */
function parsed(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
