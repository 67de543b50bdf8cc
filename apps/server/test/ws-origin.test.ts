import WebSocket from 'ws';
import { readConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(60_000);

/**
 * Issue 48, item 13: a WebSocket opened from a foreign page (its browser
 * sends that page's `Origin`) was accepted. A browser upgrade is accepted
 * from the server's own origin (the host the request was made to, whatever
 * the scheme), from PUBLIC_URL and from the origins in ALLOWED_ORIGINS;
 * requests without an Origin (Node clients, bots, these tests) are not
 * browsers' and stay accepted.
 */

/** How an upgrade ends: 'open', or the HTTP status and body it was refused with. */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

describe('the WebSocket accepts browsers from its own origin and the configured ones only', () => {
  let t: TestServer;
  let allowing: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    allowing = await startTestServer({
      databaseUrl: t.databaseUrl,
      config: { allowedOrigins: ['https://play.example.org', 'http://localhost:5173'] },
    });
  });
  afterAll(async () => {
    await allowing.stop();
    await t.stop();
  });

  test('a foreign Origin is refused with 403 and a sentence, before any socket opens', async () => {
    for (const origin of ['http://evil.example', 'https://evil.example', `http://evil.example:${t.port}`, 'null']) {
      const refused = await upgrade(t.wsUrl, { Origin: origin });
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({
        code: 'foreign_origin',
        message: expect.stringMatching(/page/),
      });
    }
    // Another port of the same host is another origin.
    expect((await upgrade(t.wsUrl, { Origin: `http://127.0.0.1:${t.port + 1}` })).status).toBe(403);
  });

  test("the server's own origin is accepted, over http or https; so is a request without an Origin", async () => {
    expect((await upgrade(t.wsUrl, { Origin: `http://127.0.0.1:${t.port}` })).status).toBe(101);
    expect((await upgrade(t.wsUrl, { Origin: `https://127.0.0.1:${t.port}` })).status).toBe(101);
    expect((await upgrade(t.wsUrl)).status).toBe(101);
  });

  test('an origin the operator allows is accepted; others still are not', async () => {
    expect((await upgrade(allowing.wsUrl, { Origin: 'https://play.example.org' })).status).toBe(101);
    expect((await upgrade(allowing.wsUrl, { Origin: 'http://localhost:5173' })).status).toBe(101);
    expect((await upgrade(allowing.wsUrl, { Origin: `http://127.0.0.1:${allowing.port}` })).status).toBe(101);
    expect((await upgrade(allowing.wsUrl, { Origin: 'http://play.example.org' })).status).toBe(403);
    expect((await upgrade(allowing.wsUrl, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('ALLOWED_ORIGINS', () => {
  test('is read as comma-separated origins, with PUBLIC_URL among them; none by default', () => {
    expect(readConfig({}).allowedOrigins).toEqual([]);
    expect(
      readConfig({ ALLOWED_ORIGINS: ' https://play.example.org , http://localhost:5173/ ' }).allowedOrigins,
    ).toEqual(['https://play.example.org', 'http://localhost:5173']);
    expect(readConfig({ PUBLIC_URL: 'https://play.example.org/tables' }).allowedOrigins).toEqual([
      'https://play.example.org',
    ]);
    expect(readConfig({ ALLOWED_ORIGINS: '*' }).allowedOrigins).toEqual(['*']);
  });

  test('anything but origins stops the start with a sentence naming it', () => {
    for (const bad of ['play.example.org', 'ftp://play.example.org', 'https://play.example.org/path']) {
      expect(() => readConfig({ ALLOWED_ORIGINS: bad })).toThrow(/ALLOWED_ORIGINS/);
    }
  });
});
