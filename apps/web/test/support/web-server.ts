import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildServer, type Server } from '../../../server/src/app';
import { readConfig, type Config } from '../../../server/src/config';
import { freshDatabase } from '../../../server/test/support/database';

const WEB = path.join(__dirname, '..', '..');

/**
 * Builds the web client with Vite into a fresh folder (so that parallel test
 * files never share one dist/) and returns the folder.
 */
export function buildWeb(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-web-'));
  const vite = path.join(path.dirname(require.resolve('vite/package.json', { paths: [WEB] })), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
    // Jest sets NODE_ENV=test, which would make Vite build for development.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error('vite build wrote no index.html');
  return out;
}

export interface WebServer {
  server: Server;
  url: string;
  webDir: string;
  stop: () => Promise<void>;
}

/**
 * The real server (HTTP API, WebSocket, static web client) on a fresh database, on a free loopback port.
 * `overrides` change settings, e.g. instant bots for tests that only need a finished match.
 */
export async function startWebServer(overrides: Partial<Config> = {}): Promise<WebServer> {
  const webDir = buildWeb();
  const db = await freshDatabase();
  const config = { ...readConfig({}), port: 0, webDir, graceSeconds: 0, ...overrides };
  const server = await buildServer(config, db, pino({ level: process.env.TEST_LOG ?? 'silent' }));
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    server,
    url,
    webDir,
    stop: async () => {
      await server.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}

export const ARTIFACTS = path.join(WEB, '..', '..', 'test-artifacts', 'web');
fs.mkdirSync(ARTIFACTS, { recursive: true });
