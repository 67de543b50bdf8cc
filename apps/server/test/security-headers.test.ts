import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './harness';
import { freshDatabase } from './support/database';

/**
 * Every answer carries a Content-Security-Policy that forbids framing,
 * nosniff and a Referrer-Policy; a production server (NODE_ENV=production)
 * serves neither source maps nor the client's /dev fixture pages, which a
 * development server still does. The real client under this policy is
 * loaded in a browser by apps/web/test/e2e.test.ts.
 */
jest.setTimeout(60_000);

let webDir: string;
let production: TestServer;
let development: TestServer;

beforeAll(async () => {
  // A stand-in for apps/web/dist: the single page, a script and its source map.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>client</title><script type="module" src="/assets/index.js"></script>',
  );
  fs.writeFileSync(
    path.join(webDir, 'assets', 'index.js'),
    'console.log("client");\n//# sourceMappingURL=index.js.map\n',
  );
  fs.writeFileSync(
    path.join(webDir, 'assets', 'index.js.map'),
    '{"version":3,"sources":["../src/main.tsx"],"mappings":""}',
  );
  const databaseUrl = await freshDatabase();
  production = await startTestServer({ databaseUrl, config: { webDir, production: true } });
  development = await startTestServer({ databaseUrl, config: { webDir, production: false } });
});
afterAll(async () => {
  await production?.stop();
  await development?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const directives = (csp: string | null): Map<string, string[]> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  test.each(['/', '/room/abc', '/assets/index.js', '/api/health', '/api/nothing-here', '/api/docs'])(
    '%s',
    async (url) => {
      const res = await fetch(`${production.url}${url}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // The socket of the page's own host, by name too for browsers older than CSP Level 3.
      const host = new URL(production.url).host;
      expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
      // Helmet's default would fetch every script over https, which breaks a plain-HTTP LAN server.
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      // Only the API browser (Swagger UI) may style inline.
      expect(csp.get('style-src')).toEqual(url.startsWith('/api/docs') ? ["'self'", "'unsafe-inline'"] : ["'self'"]);
    },
  );

  test('a Host header that could smuggle a directive is not copied into the policy', async () => {
    const res = await production.server.app.inject({ url: '/', headers: { host: "evil; script-src 'unsafe-inline'" } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('what production keeps to itself', () => {
  test.each(['/assets/index.js.map', '/dev/urban-sprawl/buy', '/dev/urbania/turn', '/dev'])(
    '%s answers 404 in production, and is there in development',
    async (url) => {
      const hidden = await fetch(`${production.url}${url}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toEqual({ code: 'not_found', message: 'There is nothing here.' });
      const shown = await fetch(`${development.url}${url}`);
      expect(shown.status).toBe(200);
    },
  );

  test('the client itself is still served in production', async () => {
    for (const url of ['/', '/room/abc', '/join/code', '/developers']) {
      const res = await fetch(`${production.url}${url}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>client</title>');
    }
    expect((await fetch(`${production.url}/assets/index.js`)).status).toBe(200);
  });
});
