import crypto from 'node:crypto';
import path from 'node:path';
import { repoRoot } from './paths';
import { LEVEL_BUDGETS } from '@sprawl/rules';

/** Everything the server reads from its environment, with defaults that work out of the box. */
export interface Config {
  host: string;
  port: number;
  /** A Postgres URL; when absent an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Connections the server holds to PostgreSQL, and how long a request waits for one before it is refused as busy. */
  dbPool: { connections: number; waitMs: number };
  logLevel: string;
  /** `json` lines, `pretty` lines for a person, or `auto`: pretty on a terminal outside production. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** The bearer token a Prometheus scraper sends to GET /metrics; without one there is no /metrics. */
  metricsToken: string | null;
  /** Directory of the built web client, served at `/` when it exists. */
  webDir: string;
  /** NODE_ENV=production (the Docker image sets it): source maps and the client's /dev pages are not served. */
  production: boolean;
  /** Seconds a disconnected seat is held before the host may hand it to a bot. */
  graceSeconds: number;
  /** A snapshot of the match state is written after at least this many actions. */
  snapshotEvery: number;
  /** Milliseconds a server-side bot waits before its move, so that people can follow. */
  botDelayMs: number;
  /** Under load, how long after one commit statement the next waits for more moves to join it. */
  commitGatherMs: number;
  /** Per-connection message rate limit: average per second and burst. */
  wsRatePerSecond: number;
  wsRateBurst: number;
  /** Join attempts per client address: average per second and burst. */
  joinRatePerSecond: number;
  joinRateBurst: number;
  /** Seat changes per client address and route (bots, start, leave, rename, hand-overs, rematch answers...): average per second and burst. */
  seatChangeRatePerSecond: number;
  seatChangeBurst: number;
  heartbeatMs: number;
  /** Open WebSockets one client address may hold at once. */
  socketsPerAddress: number;
  /** WebSocket hello attempts per client address: average per second and burst. */
  helloRatePerSecond: number;
  helloBurst: number;
  /** Spectators one room may hold at once. */
  spectatorsPerRoom: number;
  /** Rooms one client address may create: average per second and burst. */
  roomRatePerSecond: number;
  roomBurst: number;
  /** Replay imports one client address may make: average per second and burst; and how many run at once on the whole server. */
  importRatePerSecond: number;
  importBurst: number;
  importsAtOnce: number;
  /** Hints at a learning table per address: a learner may ask on every turn of a quick game against bots. */
  hintRatePerSecond: number;
  hintBurst: number;
  /** Match reviews computed at once, and how many more may wait (others get review_busy). */
  reviewsAtOnce: number;
  reviewsWaiting: number;
  /** Search iterations behind each seat's chance at each step of a review (the hard bot's by default). */
  reviewIterations: number;
  /**
   * Keys what clients must not be able to predict (the bots' choices). Set
   * SERVER_SECRET to keep it across restarts and processes; otherwise each
   * process draws its own.
   */
  serverSecret: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (otherwise clients could spoof it). */
  trustProxy: boolean;
  /** Several server processes share the database: tell each other about moves and room changes (db/fanout.ts). */
  fanout: boolean;
  /** "Your tables" requests per client address: average per second and burst. */
  tablesRatePerSecond: number;
  tablesBurst: number;
  /** Requests per client address to any API route without a limit of its own (reads): average per second and burst. */
  readRatePerSecond: number;
  readBurst: number;
  /** How often the deadlines of rooms played across days are looked at, in ms (rooms/table/deadline-watch.ts). */
  deadlinePollMs: number;
  /** On shutdown, readiness answers 503 for this long before the sockets are closed, so a load balancer stops sending players here first. */
  drainMs: number;
  /** A match unused for this long (no move, hello or followed move) leaves memory; read again from the database on next use. */
  matchIdleSeconds: number;
  /** At most this many matches in memory; above it the least recently used leave first. */
  matchesInMemory: number;
  /** A running match with no accepted action for this long is ended as abandoned (matches/abandon.ts). */
  abandonAfterHours: number;
  /** How often each process applies that rule. */
  abandonSweepSeconds: number;
  /** A match that reaches this many steps without its game ending is ended as abandoned (matches/abandon.ts). */
  maxMatchSteps: number;
  /** Notifications (notify/): where this server is reached from outside, for links in webhooks and emails. */
  publicUrl: string | null;
  /**
   * Pages of other origins whose browsers may open the WebSocket (http/ws-origin.ts), as
   * `scheme://host[:port]`; PUBLIC_URL's origin is among them, `*` allows any. The server's own
   * origin and clients that send no Origin are always accepted.
   */
  allowedOrigins: string[];
  /** The operator's SMTP server (smtp://user:pass@host:587, smtps://...); without it there is no email. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Web Push's VAPID subject: a mailto: or https: address where push services can reach the operator. */
  vapidSubject: string;
  /** VAPID keys the operator gives; otherwise drawn on the first start and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Webhooks and push endpoints may be at private addresses (and plain http): for self-hosted chat servers on the LAN. */
  notifyAllowPrivate: boolean;
  notifyPollMs: number;
  notifyRetryMs: number;
  notifyTimeoutMs: number;
  /** Notifications one room may send per hour, and one address (device, mailbox, webhook) may receive. */
  notifyRoomPerHour: number;
  notifyAddressPerHour: number;
}

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (['', '0', 'false', 'off'].includes(raw)) return false;
  if (['1', 'true', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be 1 or 0 (or true/false, on/off), got "${env[name]}"`);
}

function logFormat(env: NodeJS.ProcessEnv): Config['logFormat'] {
  const raw = env.LOG_FORMAT || 'auto';
  if (raw === 'json' || raw === 'pretty' || raw === 'auto') return raw;
  throw new Error(`LOG_FORMAT must be json, pretty or auto, got "${raw}"`);
}

function metricsToken(env: NodeJS.ProcessEnv): string | null {
  const token = env.METRICS_TOKEN;
  if (!token) return null;
  // A scraper's secret: long enough that guessing it is hopeless.
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return token;
}

function publicUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PUBLIC_URL;
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be the address players open, such as https://play.example.org, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// or http://, got "${raw}"`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** ALLOWED_ORIGINS: comma-separated origins (or `*`), with PUBLIC_URL's own added. */
function allowedOrigins(env: NodeJS.ProcessEnv, base: string | null): string[] {
  const listed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const origins = listed.map((entry) => (entry === '*' ? entry : origin(entry)));
  if (base) origins.push(new URL(base).origin);
  return [...new Set(origins)];
}

function origin(entry: string): string {
  const wrong = () =>
    new Error(
      `ALLOWED_ORIGINS must list origins such as https://play.example.org, separated by commas, got "${entry}"`,
    );
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw wrong();
  }
  // An origin is scheme, host and port: a path or query would never match what a browser sends.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash)
    throw wrong();
  return url.origin;
}

function mailSettings(
  env: NodeJS.ProcessEnv,
  base: string | null,
): Pick<Config, 'smtpUrl' | 'mailFrom' | 'vapidSubject' | 'vapidKeys'> {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (smtpUrl && !base) throw new Error('SMTP_URL needs PUBLIC_URL too: every mail carries links to this server');
  const host = base ? new URL(base).hostname : 'localhost';
  const subject = env.VAPID_SUBJECT || (base?.startsWith('https:') ? base : `mailto:operator@${host}`);
  if (!/^(mailto:|https:)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"`);
  const [publicKey, privateKey] = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY];
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM || `Board game table <no-reply@${host}>`,
    vapidSubject: subject,
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = number(env, 'PORT', 3000, 0, 65535);
  if (!Number.isInteger(port)) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data', 'postgres'),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env),
    metricsToken: metricsToken(env),
    webDir: env.WEB_DIR || path.join(repoRoot, 'apps', 'web', 'dist'),
    production: env.NODE_ENV === 'production',
    graceSeconds: number(env, 'GRACE_SECONDS', 60),
    snapshotEvery: number(env, 'SNAPSHOT_EVERY', 50, 1),
    botDelayMs: number(env, 'BOT_DELAY_MS', 400),
    commitGatherMs: number(env, 'COMMIT_GATHER_MS', 4, 0, 1000),
    wsRatePerSecond: number(env, 'WS_RATE_PER_SECOND', 20, 0.1),
    wsRateBurst: number(env, 'WS_RATE_BURST', 40, 1),
    joinRatePerSecond: number(env, 'JOIN_RATE_PER_SECOND', 0.2, 0.001),
    joinRateBurst: number(env, 'JOIN_RATE_BURST', 10, 1),
    seatChangeRatePerSecond: number(env, 'SEAT_CHANGE_RATE_PER_SECOND', 2, 0.001),
    seatChangeBurst: number(env, 'SEAT_CHANGE_BURST', 20, 1),
    heartbeatMs: number(env, 'HEARTBEAT_MS', 30_000, 100),
    socketsPerAddress: number(env, 'WS_SOCKETS_PER_ADDRESS', 64, 1),
    helloRatePerSecond: number(env, 'HELLO_RATE_PER_SECOND', 2, 0.001),
    helloBurst: number(env, 'HELLO_BURST', 30, 1),
    spectatorsPerRoom: number(env, 'SPECTATORS_PER_ROOM', 500, 0),
    roomRatePerSecond: number(env, 'ROOM_RATE_PER_SECOND', 0.05, 0.001),
    roomBurst: number(env, 'ROOM_BURST', 10, 1),
    importRatePerSecond: number(env, 'IMPORT_RATE_PER_SECOND', 0.05, 0.001),
    importBurst: number(env, 'IMPORT_BURST', 3, 1),
    hintRatePerSecond: number(env, 'HINT_RATE_PER_SECOND', 0.2, 0.001),
    hintBurst: number(env, 'HINT_BURST', 6, 1),
    importsAtOnce: number(env, 'IMPORTS_AT_ONCE', 2, 1),
    reviewsAtOnce: number(env, 'REVIEWS_AT_ONCE', 1, 1),
    reviewsWaiting: number(env, 'REVIEWS_WAITING', 4, 0),
    reviewIterations: number(env, 'REVIEW_ITERATIONS', LEVEL_BUDGETS.hard.iterations, 1),
    serverSecret: env.SERVER_SECRET || crypto.randomBytes(32).toString('hex'),
    trustProxy: flag(env, 'TRUST_PROXY'),
    fanout: flag(env, 'FANOUT'),
    deadlinePollMs: number(env, 'DEADLINE_POLL_MS', 5000, 50, 3_600_000),
    drainMs: number(env, 'DRAIN_MS', 0, 0, 60_000),
    dbPool: {
      connections: number(env, 'DB_POOL_SIZE', 10, 1, 1000),
      waitMs: number(env, 'DB_POOL_WAIT_MS', 5000, 10, 600_000),
    },
    tablesRatePerSecond: number(env, 'TABLES_RATE_PER_SECOND', 0.5, 0.001),
    tablesBurst: number(env, 'TABLES_BURST', 20, 1),
    readRatePerSecond: number(env, 'READ_RATE_PER_SECOND', 50, 0.001),
    readBurst: number(env, 'READ_BURST', 500, 1),
    matchIdleSeconds: number(env, 'MATCH_IDLE_SECONDS', 600, 0.01),
    matchesInMemory: number(env, 'MATCHES_IN_MEMORY', 2000, 1),
    // Thirty days: far beyond the longest time a move may take (turn-based play is to allow 72 hours per move).
    abandonAfterHours: number(env, 'ABANDON_AFTER_HOURS', 720, 0.0001),
    abandonSweepSeconds: number(env, 'ABANDON_SWEEP_SECONDS', 3600, 0.01),
    // Far beyond any game played to its end: Urban Sprawl's longest bot games take a few thousand steps.
    maxMatchSteps: number(env, 'MAX_MATCH_STEPS', 20_000, 1),
    publicUrl: publicUrl(env),
    allowedOrigins: allowedOrigins(env, publicUrl(env)),
    ...mailSettings(env, publicUrl(env)),
    notifyAllowPrivate: flag(env, 'NOTIFY_ALLOW_PRIVATE'),
    notifyPollMs: number(env, 'NOTIFY_POLL_MS', 1000, 20, 600_000),
    notifyRetryMs: number(env, 'NOTIFY_RETRY_MS', 10_000, 10, 3_600_000),
    notifyTimeoutMs: number(env, 'NOTIFY_TIMEOUT_MS', 5000, 100, 60_000),
    notifyRoomPerHour: number(env, 'NOTIFY_ROOM_PER_HOUR', 120, 1),
    notifyAddressPerHour: number(env, 'NOTIFY_ADDRESS_PER_HOUR', 60, 1),
  };
}
