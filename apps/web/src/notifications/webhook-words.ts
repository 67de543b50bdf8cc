import type { NotifySettings, WebhookLast } from '@sprawl/protocol';
import { formatDate, t } from '../i18n/i18n';

/** Why the latest post was not taken, in the few words the issue asked for ("connection refused", "HTTP 404", "timed out"). */
function problemWords(last: WebhookLast): string {
  switch (last.problem) {
    case 'http':
      return t('ui.notify.problem.http', { status: last.status ?? 0 });
    case 'refused':
    case 'timed_out':
    case 'unresolved':
    case 'forbidden':
      return t(`ui.notify.problem.${last.problem}`);
    default:
      return t('ui.notify.problem.failed');
  }
}

/** A time as the panel says it: the hour today, the hour and the day before that. */
function sinceWords(iso: string, now: Date): string {
  const at = new Date(iso);
  const time = formatDate(at, { timeStyle: 'short' });
  if (at.toDateString() === now.toDateString()) return time;
  return t('ui.notify.timeOnDay', { time, day: formatDate(at, { day: 'numeric', month: 'short' }) });
}

/**
 * What the panel says of the room's webhook: where turns are posted only
 * while posts are taken (issue 49: "Turns are posted to 127.0.0.1." while
 * every try was refused), since when and why they fail otherwise, and that
 * nothing was posted yet before the first. `failing` marks the line as a
 * problem.
 */
export function webhookWords(
  webhook: NotifySettings['webhook'],
  now = new Date(),
): { text: string; failing: boolean } | null {
  const { host, last } = webhook;
  if (!host) return null;
  if (!last) return { text: t('ui.notify.hookUntried', { host }), failing: false };
  if (last.problem === null) return { text: t('ui.notify.posted', { host }), failing: false };
  return {
    text: t('ui.notify.hookFailing', {
      host,
      since: sinceWords(last.failingSince ?? last.at, now),
      problem: problemWords(last),
    }),
    failing: true,
  };
}
