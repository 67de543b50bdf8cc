import { useEffect, useState } from 'preact/hooks';
import type { NotifySettings } from '@sprawl/protocol';
import { api, describeError } from '../lib/api';
import { canNotify, canPush, keepLanguage, notifyOn, turnOff, turnOn } from './push';
import './notify.css';
import { locale, t } from '../i18n/i18n';

interface Props {
  roomId: string;
  token: string;
}

/**
 * How this seat's player hears of their turns when away from the table: a
 * notification on this browser (push where it has it), email where the
 * server sends it, and, for the host, the room's chat webhook. Nothing is
 * asked of the browser until the player turns it on; no address or URL is
 * ever shown back (the server keeps them to itself). Each is given the
 * page's language, in which the server then writes what it sends.
 */
export function NotifyPanel({ roomId, token }: Props) {
  const [settings, setSettings] = useState<NotifySettings | null>(null);
  const [on, setOn] = useState(() => notifyOn(roomId));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [hook, setHook] = useState('');
  useEffect(() => {
    api.notifySettings(roomId, token).then(
      (got) => {
        setSettings(got);
        // A seat subscribed in another language hears in this one from now on; failing that, it keeps the old one.
        keepLanguage(roomId, token, got.push.publicKey).then(
          (next) => next && setSettings(next),
          () => undefined,
        );
      },
      () => undefined,
    );
  }, [roomId, token]);

  const act = async (work: () => Promise<NotifySettings | null>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      if (next) setSettings(next);
      return true;
    } catch (err) {
      setError(describeError(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const toggle = async (next: boolean) => {
    if (!settings) return;
    setOn(next);
    const done = await act(() => (next ? turnOn(roomId, token, settings.push.publicKey) : turnOff(roomId, token)));
    setOn(done ? next : notifyOn(roomId));
  };

  return (
    <div class="notify-panel" data-testid="notify-panel">
      {canNotify() && (
        <label class="check small">
          <input
            type="checkbox"
            checked={on}
            disabled={busy || !settings}
            onChange={(e) => void toggle((e.target as HTMLInputElement).checked)}
            data-testid="notify-toggle"
          />
          {canPush() ? t('ui.notify.push') : t('ui.notify.page')}
        </label>
      )}
      {settings?.email.available &&
        (settings.email.state === 'none' ? (
          <form
            class="notify-row"
            onSubmit={(e) => {
              e.preventDefault();
              void act(() => api.setEmail(roomId, token, email, locale())).then((ok) => ok && setEmail(''));
            }}
          >
            <input
              type="email"
              placeholder={t('ui.notify.emailPlaceholder')}
              value={email}
              onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
              aria-label={t('ui.notify.emailLabel')}
              data-testid="notify-email"
            />
            <button class="btn small" disabled={busy || !email}>
              {t('ui.common.save')}
            </button>
          </form>
        ) : (
          <p class="small muted notify-row">
            {settings.email.state === 'pending' ? t('ui.notify.confirm') : t('ui.notify.emailed')}{' '}
            <button class="btn small" disabled={busy} onClick={() => void act(() => api.setEmail(roomId, token, null))}>
              {t('ui.notify.remove')}
            </button>
          </p>
        ))}
      {settings?.webhook.canChange && !settings.webhook.host && (
        <form
          class="notify-row"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => api.setWebhook(roomId, token, hook, locale())).then((ok) => ok && setHook(''));
          }}
        >
          <input
            type="url"
            placeholder={t('ui.notify.hookPlaceholder')}
            value={hook}
            onInput={(e) => setHook((e.target as HTMLInputElement).value)}
            aria-label={t('ui.notify.hookLabel')}
            data-testid="notify-webhook"
          />
          <button class="btn small" disabled={busy || !hook}>
            {t('ui.common.save')}
          </button>
        </form>
      )}
      {settings?.webhook.host && (
        <p class="small muted notify-row">
          {t('ui.notify.posted', { host: settings.webhook.host })}{' '}
          {settings.webhook.canChange && (
            <button
              class="btn small"
              disabled={busy}
              onClick={() => void act(() => api.setWebhook(roomId, token, null))}
            >
              {t('ui.notify.remove')}
            </button>
          )}
        </p>
      )}
      {error && (
        <p class="form-error small" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
