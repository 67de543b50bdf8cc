import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** Whether a module can be loaded here (pino-pretty is a development dependency, absent from production installs). */
function installed(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Readable lines (pino-pretty) are for a person watching a terminal during
 * development: `auto` picks them only when stdout is a terminal, NODE_ENV is
 * not `production` and pino-pretty is installed, so production never depends
 * on it. Everything else gets JSON lines, one per event, for log collectors.
 */
export function wantsPretty(
  format: Config['logFormat'],
  where: { tty: boolean; nodeEnv: string | undefined; prettyInstalled: boolean },
): boolean {
  if (format !== 'auto') return format === 'pretty';
  return where.tty && where.nodeEnv !== 'production' && where.prettyInstalled;
}

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const pretty = wantsPretty(config.logFormat, {
    tty: process.stdout.isTTY === true,
    nodeEnv: process.env.NODE_ENV,
    prettyInstalled: installed('pino-pretty'),
  });
  if (!pretty) return pino({ level: config.logLevel });
  return pino({
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  });
}
