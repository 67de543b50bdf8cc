import type { ComponentChildren } from 'preact';
import type { UsAction, UsView } from './types';
import type { TableSnapshot } from '../../lib/source';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { sayKnownOrUndefined } from '../../i18n/i18n';
import { t } from './t';

/** What a seat that owes a decision is doing, in words (the replay viewer says it too). */
export const WAITING: Record<string, string> = new Proxy({} as Record<string, string>, {
  // In the player's language; a kind this page does not know yet reads as undefined (its id is shown).
  get: (_, kind) => (typeof kind === 'string' ? sayKnownOrUndefined(`ui.us.waiting.${kind}`) : undefined),
});

/** The same decision said to the seat that owes it: Italian puts the verb in the second person ("scegli", not "sceglie"). */
const YOURS: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_, kind) => (typeof kind === 'string' ? sayKnownOrUndefined(`ui.us.yours.${kind}`) : undefined),
});

/** Whose turn it is, who owes a decision, and the connection. */
export function StatusBar({
  snap,
  view,
  names,
  children,
}: {
  snap: TableSnapshot<UsView, UsAction>;
  view: UsView;
  names: string[];
  children?: ComponentChildren;
}) {
  const me = snap.seat;
  let text;
  if (view.phase === 'over') text = <span>{t('ui.table.matchOver')}</span>;
  else if (view.pending) {
    const who = view.pending.seats;
    const mine = me !== null && who.includes(me);
    text = (
      <span data-testid="status">
        {mine ? (
          <b>{t('ui.us.yourDecision')}</b>
        ) : (
          <>
            {t('ui.us.waitingFor')}
            {who.map((s, i) => (
              <span key={s}>
                {i > 0 && ', '}
                <PlayerDot seat={s} /> {names[s]}
              </span>
            ))}
            :{' '}
          </>
        )}
        {(mine ? YOURS[view.pending.kind] : undefined) ?? WAITING[view.pending.kind] ?? view.pending.kind}
      </span>
    );
  } else {
    const a = view.turn.active;
    text = (
      <span data-testid="status">
        <PlayerDot seat={a} />{' '}
        {a === me ? <b>{t('ui.us.yourTurn')}</b> : <b>{t('ui.us.theirTurn', { name: names[a] })}</b>} ·{' '}
        {t('ui.us.apLeft', { n: view.turn.ap })}
      </span>
    );
  }
  return (
    <div class="statusbar">
      <span class="turn-no">{t('ui.us.turnNo', { n: view.turn.number })}</span>
      {text}
      {children}
      <span class={`conn ${snap.connected ? 'on' : 'off'}`} data-testid="connection">
        {snap.connected
          ? snap.role === 'spectator'
            ? t('ui.table.watching')
            : t('ui.table.connected')
          : t('ui.table.reconnecting')}
      </span>
    </div>
  );
}
