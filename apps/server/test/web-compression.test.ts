import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './harness';
import { freshDatabase } from './support/database';

/**
 * The web client as a phone on a slow network gets it (issue 52): the
 * build's .br and .gz copies (apps/web/vite-precompress.mts) sent to a
 * browser that accepts them, the file itself to one that does not, and the
 * build's hashed assets kept by the browser for good while the page is asked
 * for again on each visit.
 */
jest.setTimeout(60_000);

const SCRIPT = `console.log(${JSON.stringify('a table '.repeat(200))});\n`;
const PAGE = `<!doctype html><title>client</title>${'<p>words</p>'.repeat(100)}<script type="module" src="/assets/index-AbCd12_x.js"></script>`;
let webDir: string;
let server: TestServer;

function withCopies(file: string, body: string): void {
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  withCopies(path.join(webDir, 'index.html'), PAGE);
  withCopies(path.join(webDir, 'assets', 'index-AbCd12_x.js'), SCRIPT);
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbCd12_x.js.map'), '{"version":3,"mappings":""}');
  fs.writeFileSync(path.join(webDir, 'sw.js'), SCRIPT);
  server = await startTestServer({ databaseUrl: await freshDatabase(), config: { webDir, production: true } });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  server.server.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web client, compressed', () => {
  test('a script goes as Brotli, gzip or itself, as the browser accepts', async () => {
    const br = await get('/assets/index-AbCd12_x.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-AbCd12_x.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbCd12_x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A cache between the server and a browser keeps the encodings apart.
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  test('the page of every client route goes compressed, as HTML', async () => {
    for (const url of ['/', '/room/abc', '/join/XYZ']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    }
  });

  test('hashed assets are kept for good; the page and the service worker are not', async () => {
    expect((await get('/assets/index-AbCd12_x.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/assets/index-AbCd12_x.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/sw.js']) expect((await get(url, 'br')).headers['cache-control']).not.toMatch(/immutable/);
  });

  test('a build file that is not there is a 404, never the page kept for good', async () => {
    for (const url of ['/assets/gone-ABCDEFGH.js', '/assets/missing-12345678.css', '/assets/'])
      for (const encoding of [undefined, 'br']) {
        const res = await get(url, encoding);
        expect(res.statusCode).toBe(404);
        expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
        expect(res.headers['content-type']).not.toMatch(/html/);
      }
  });

  test('a source map stays hidden in production, whatever the encoding asked', async () => {
    for (const encoding of [undefined, 'br', 'gzip'])
      expect((await get('/assets/index-AbCd12_x.js.map', encoding)).statusCode).toBe(404);
  });
});
