import { useEffect, useState } from 'preact/hooks';
import { content, type UrAction, type UrPaymentView, type UrPendingView, type UrPlayerView, type UrView } from './content';
import { pickOf } from './legal';
import { ResourceCard } from './ResourceCard';
import { useBringIntoView } from '../../lib/use-bring-into-view';
import { capital, plural, resourceName, specialistName, squareName, typeName } from './words';

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
  const panel = useBringIntoView<HTMLElement>(payment.kind === 'renew' ? `renew-${payment.square}` : `hire-${payment.specialist}`);
  // The rules' own account of the payment (the view's `payment`): cost, paid so far, and what each card would add.
  const facts = payment.payment;
  const owed = Math.max(0, facts.cost - facts.paid);
  // A card leaves the list once it is paid, so a stale choice is dropped.
  useEffect(() => { if (chosen && !pickOf(legal, chosen)) setChosen(null); }, [legal, chosen]);

  const what = payment.kind === 'renew'
    ? `the ${typeName(content.tile[view.board[payment.square].tile].type)} at ${squareName(payment.square)}`
    : `the ${specialistName(payment.specialist)}`;
  const colourNote = payment.kind === 'renew' && content.tile[view.board[payment.square].tile].type === 'residential'
    ? (facts.colour ? ` All in ${typeName(facts.colour)} (or wild) from here on.` : ' Residential: workers of any one colour, plus wild ones.')
    : '';
  // Workers are counted in words, coins as dollars, as the cards print them.
  const amount = (n: number) => (facts.unit === 'worker' ? plural(n, 'worker') : `$${n}`);
  const offered = payment.kind === 'hire' ? [...(me.hand ?? []), ...me.front] : me.hand ?? [];
  const move = chosen ? pickOf(legal, chosen) : null;
  const adds = chosen ? facts.offers[chosen] ?? 0 : 0;

  return (
    <section class="ur-panel ur-pay" aria-label="Payment" data-testid="pay-panel" tabIndex={-1} ref={panel}>
      <h3>Paying for {what}</h3>
      <p data-testid="pay-progress">
        {facts.unit === 'worker' ? facts.paid : `$${facts.paid}`} of {amount(facts.cost)} paid; {amount(owed)} still owed.{colourNote}
      </p>
      {(payment.picked?.length ?? 0) > 0 && (
        <div class="ur-row"><span class="small muted">Paid with:</span>{payment.picked?.map((id) => <ResourceCard key={id} id={id} />)}</div>
      )}
      <div class="ur-row" aria-label="cards you can pay with">
        {offered.map((id) => {
          const live = pickOf(legal, id) !== null;
          const inFront = payment.kind === 'hire' && me.front.includes(id);
          return (
            <span key={id} class="ur-offer">
              <ResourceCard id={id} chosen={chosen === id} dim={!live} onClick={live && !busy ? () => setChosen(chosen === id ? null : id) : undefined} />
              {inFront && <span class="small muted">in front</span>}
            </span>
          );
        })}
      </div>
      {chosen && (
        <div class="ur-confirm">
          <p>{capital(resourceName(chosen))} adds {amount(adds)}.</p>
          {adds > owed && <p class="ur-warn" data-testid="overpay-warning">It pays {amount(adds - owed)} more than is owed; the extra is lost, as no change is given.</p>}
          <button type="button" class="btn primary" data-action="confirm-pay" disabled={busy || !move} onClick={() => move && send(move)}>Pay with this card</button>
        </div>
      )}
      {!chosen && <p class="small muted">Choose a card to pay with. Cards that cannot help this payment are greyed out.</p>}
      <p class="small muted">
        {payment.kind === 'renew'
          ? 'After a renewal, cards showing coins stay face up in front of you for hiring; the others are discarded.'
          : 'Cards paid for a hire are discarded.'}
      </p>
    </section>
  );
}
