import { receiver, smtpServer, type Receiver } from '../../../server/test/support/notify-receivers';
import { startWebServer, type WebServer } from './web-server';

export type SmtpSink = Awaited<ReturnType<typeof smtpServer>>;

/** A web server that notifies, and the stand-ins it notifies: a push service, a chat webhook and an SMTP server. */
export interface NotifyServers {
  web: WebServer;
  push: Receiver;
  hook: Receiver;
  smtp: SmtpSink;
}

/**
 * The notifications tests' server: private (local) addresses allowed for
 * the stand-ins, the outbox run by hand (polled only once an hour), a
 * delivery given up after a second, mail through the sink, and links
 * pointing at a public address the tests recognise.
 */
export async function startNotifyServers(): Promise<NotifyServers> {
  const [push, hook, smtp] = await Promise.all([receiver(), receiver(), smtpServer()]);
  const web = await startWebServer({
    notifyAllowPrivate: true,
    notifyPollMs: 3_600_000,
    notifyTimeoutMs: 1000,
    smtpUrl: smtp.url,
    mailFrom: 'table@play.test',
    publicUrl: 'http://play.test',
  });
  return { web, push, hook, smtp };
}

/** Stops whatever of them started. */
export async function stopNotifyServers(servers: Partial<NotifyServers>): Promise<void> {
  await servers.web?.stop();
  await Promise.all([servers.push?.close(), servers.hook?.close(), servers.smtp?.close()]);
}
