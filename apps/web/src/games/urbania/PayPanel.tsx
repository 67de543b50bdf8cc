import { t } from './t';
import { useEffect, useState } from 'preact/hooks';
import {
  content,
  type UrAction,
  type UrPaymentView,
  type UrPendingView,
  type UrPlayerView,
  type UrView,
} from './content';
import { pickOf } from './legal';
import { ResourceCard } from './ResourceCard';
import { useBringIntoView } from '../../lib/use-bring-into-view';
import { capital, resourceName, squareName, typeName, typeThe, specialistThe } from './words';

/** A renewal or hire under way, as the paying player's view gives it. */
export type Payment = Extract<UrPendingView, { kind: 'renew' | 'hire' }> & { payment: UrPaymentView };

interface Props {
  view: UrView;
  me: UrPlayerView;
  payment: Payment;
  legal: UrAction[];
  busy: boolean;
  send: (a: UrAction) => void;
}

/**
 * Paying for a renewal or a hire, one card at a time as the engine takes it:
 * the cards the server lists as pickable are live (for a hire the coin cards
 * in front of the player too), a chosen card shows what it adds, a card worth
 * more than is still owed is flagged (no change is given), and "Pay" sends
 * that card's `pick` move.
 */
export function PayPanel({ view, me, payment, legal, busy, send }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The payment opens away from the square or the hire button clicked (above the city on a phone, below the fold beside it on a laptop).
  const panel = useBringIntoView<HTMLElement>(
    payment.kind === 'renew' ? `renew-${payment.square}` : `hire-${payment.specialist}`,
  );
  // The rules' own account of the payment (the view's `payment`): cost, paid so far, and what each card would add.
  const facts = payment.payment;
  const owed = Math.max(0, facts.cost - facts.paid);
  // A card leaves the list once it is paid, so a stale choice is dropped.
  useEffect(() => {
    if (chosen && !pickOf(legal, chosen)) setChosen(null);
  }, [legal, chosen]);

  const what =
    payment.kind === 'renew'
      ? t('ui.ur.pay.whatRenew', {
          what: typeThe(content.tile[view.board[payment.square].tile].type),
          square: squareName(payment.square),
        })
      : specialistThe(payment.specialist);
  const colourNote =
    payment.kind === 'renew' && content.tile[view.board[payment.square].tile].type === 'residential'
      ? facts.colour
        ? t('ui.ur.pay.allIn', { colour: typeName(facts.colour) })
        : t('ui.ur.pay.residential')
      : '';
  // Workers are counted in words, coins as dollars, as the cards print them.
  const amount = (n: number) => (facts.unit === 'worker' ? t('ui.ur.workers', { n }) : t('ui.ur.pay.dollars', { n }));
  const offered = payment.kind === 'hire' ? [...(me.hand ?? []), ...me.front] : (me.hand ?? []);
  const move = chosen ? pickOf(legal, chosen) : null;
  const adds = chosen ? (facts.offers[chosen] ?? 0) : 0;

  return (
    <section
      class="ur-panel ur-pay"
      aria-label={t('ui.ur.pay.label')}
      data-testid="pay-panel"
      tabIndex={-1}
      ref={panel}
    >
      <h3>{t('ui.ur.pay.title', { what })}</h3>
      <p data-testid="pay-progress">
        {t('ui.ur.pay.progress', { unit: facts.unit, paid: facts.paid, cost: facts.cost, owed })}
        {colourNote}
      </p>
      {(payment.picked?.length ?? 0) > 0 && (
        <div class="ur-row">
          <span class="small muted">{t('ui.ur.pay.paidWith')}</span>
          {payment.picked?.map((id) => (
            <ResourceCard key={id} id={id} />
          ))}
        </div>
      )}
      <div class="ur-row" aria-label={t('ui.ur.pay.offers')}>
        {offered.map((id) => {
          const live = pickOf(legal, id) !== null;
          const inFront = payment.kind === 'hire' && me.front.includes(id);
          return (
            <span key={id} class="ur-offer">
              <ResourceCard
                id={id}
                chosen={chosen === id}
                dim={!live}
                onClick={live && !busy ? () => setChosen(chosen === id ? null : id) : undefined}
              />
              {inFront && <span class="small muted">{t('ui.ur.pay.inFront')}</span>}
            </span>
          );
        })}
      </div>
      {chosen && (
        <div class="ur-confirm">
          <p>{t('ui.ur.pay.adds', { card: capital(resourceName(chosen)), amount: amount(adds) })}</p>
          {adds > owed && (
            <p class="ur-warn" data-testid="overpay-warning">
              {t('ui.ur.pay.overpay', { amount: amount(adds - owed) })}
            </p>
          )}
          <button
            type="button"
            class="btn primary"
            data-action="confirm-pay"
            disabled={busy || !move}
            onClick={() => move && send(move)}
          >
            {t('ui.ur.pay.confirm')}
          </button>
        </div>
      )}
      {!chosen && <p class="small muted">{t('ui.ur.pay.choose')}</p>}
      <p class="small muted">{payment.kind === 'renew' ? t('ui.ur.pay.afterRenew') : t('ui.ur.pay.afterHire')}</p>
    </section>
  );
}
