import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** A Host header that can stand in a CSP source as it is: a name or address and a port, nothing that could end the directive. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The page's own WebSocket. CSP Level 3 lets 'self' cover ws: and wss: on
 * the page's host, but browsers from before it (Safari before 15.4) do not,
 * so the socket's address is also named outright, from the Host header the
 * browser sent (the client opens `ws(s)://${location.host}/ws`).
 */
function ownSocket(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * Security headers on every answer, through helmet. The policy is
 * written out in full rather than taken from helmet's defaults: those add
 * `upgrade-insecure-requests`, which breaks the client on a plain-HTTP
 * address such as a LAN server (every script would be fetched over https).
 *
 * - `frame-ancestors 'none'` (and X-Frame-Options: DENY for older browsers):
 *   no other site may frame the lobby and lure clicks on Leave or Start.
 * - Scripts and styles only from this origin, none inline: the built client
 *   is one module script and one stylesheet (apps/web/index.html); Preact's
 *   `style` props go through the CSSOM, which CSP does not restrict.
 * - Images from this origin and `data:` (the favicon is a data URL, and so
 *   are the icons of the API browser at /api/docs).
 * - `Referrer-Policy: no-referrer`: room and join addresses carry invite
 *   codes, which must not travel to another site in a Referer header.
 * - No Strict-Transport-Security: the server speaks plain HTTP itself; HSTS
 *   (and whether it covers subdomains) is for whoever terminates TLS in front.
 */
export function securityHeaders(app: FastifyInstance): void {
  // Built once: @fastify/helmet built helmet's whole middleware again for every request, about 5% of the
  // server's CPU while tables were being opened (bench:starts, docs/benchmarks-history.md). The connect-src
  // function still runs per request, as it must.
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'connect-src': ["'self'", ownSocket],
        'font-src': ["'self'", 'data:'],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'img-src': ["'self'", 'data:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'worker-src': ["'self'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    // A WebSocket upgrade's answer is written by ws, not Fastify: headers set here would only be built and kept.
    if (req.headers.upgrade !== undefined) return done();
    apply(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}

/**
 * The policy of the API browser at /api/docs (@fastify/swagger-ui's
 * `transformStaticCSP`): Swagger UI writes inline styles and <style>
 * elements, so its pages alone may use them. It runs no inline script, and
 * its pages hold no invitation or token to steal.
 */
export function apiBrowserPolicy(header: string): string {
  return header.replace(/(^|;)style-src 'self'/, "$1style-src 'self' 'unsafe-inline'");
}
