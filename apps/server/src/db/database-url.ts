import fs from 'node:fs';
import path from 'node:path';
import { heldByRunningServer } from './orphan';

/** The embedded PostgreSQL's user and password: it listens on loopback and a local socket only. */
export const EMBEDDED_USER = 'sprawl';
export const EMBEDDED_PASSWORD = 'sprawl';
/** The database `npm start` makes in it. */
export const EMBEDDED_DATABASE = 'sprawl';

/** A PostgreSQL URL fit to print in a log or a terminal: its password, if any, replaced by `***`. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password === '') return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    // Not a URL we can read: nothing of it is printed.
    return '(a DATABASE_URL that is not a URL)';
  }
}

/**
 * The URL of the embedded PostgreSQL a running `npm start` uses on
 * `dataDir`, or null when none runs there. Its port is new at every start,
 * so it is read from the lock file PostgreSQL writes in its data folder
 * (`postmaster.pid`: its 4th line is the port, its 5th the socket folder).
 */
export function runningEmbeddedUrl(dataDir: string, database = EMBEDDED_DATABASE): string | null {
  if (!heldByRunningServer(dataDir)) return null;
  const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  const socketDir = lines[4]?.trim();
  const host = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}${host}`;
}
