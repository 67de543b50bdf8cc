import { Fragment } from 'preact';
import type { UsAction, UsView } from './types';
import { PLANNING_BOX_COSTS, PLANNING_TOP_COST, ofType } from './actions';
import { CardLine } from './CardLine';
import { WhyNotButton } from './WhyNotButton';
import { WhyNot } from '../../components/widgets/WhyNot';
import type { WhyNot as Why } from '../../lib/use-why-not';
import { t } from './t';

interface Props {
  view: UsView;
  legal: UsAction[];
  busy: boolean;
  onTake: (from: 'top' | number) => void;
  /** Asks the rules why a card cannot be taken; null for a spectator. */
  why?: Why<UsAction> | null;
}

/** The planning deck (its face-up top costs 5 AP), the four boxes (4, 3, 2, 1 AP) and the discard. */
export function PlanningRow({ view, legal, busy, onTake, why }: Props) {
  const takes = ofType(legal, 'takePlanning');
  const at = (from: 'top' | number) => `planning-${from}`;
  const button = (from: 'top' | number) => {
    if (takes.some((a) => a.from === from)) {
      return (
        <button class="btn small primary" disabled={busy} onClick={() => onTake(from)} data-action="take">
          {t('ui.us.take')}
        </button>
      );
    }
    // Not takeable now (AP, not my turn, a decision owed): the rules say which.
    if (!why || view.phase === 'over') return null;
    return (
      <WhyNotButton
        label={t('ui.us.take')}
        kind="take"
        onAsk={() => why.ask(at(from), { type: 'takePlanning', from })}
      />
    );
  };
  const lastDiscard = view.planning.discard[view.planning.discard.length - 1];
  return (
    <section class="panel planning" aria-label={t('ui.us.planningCards')}>
      <h3>
        {t('ui.us.planning')}{' '}
        <span class="muted small">
          {t('ui.us.planningCounts', { deck: view.planning.deckCount, discard: view.planning.discard.length })}
        </span>
      </h3>
      <CardLine id={view.planning.top} cost={PLANNING_TOP_COST} testId="planning-top">
        {view.planning.top && button('top')}
      </CardLine>
      <WhyNot text={why?.at(at('top')) ?? null} />
      {view.planning.boxes.map((id, box) => (
        <Fragment key={box}>
          <CardLine id={id} cost={PLANNING_BOX_COSTS[box]} testId={`planning-box-${box}`}>
            {id && button(box)}
          </CardLine>
          <WhyNot text={why?.at(at(box)) ?? null} />
        </Fragment>
      ))}
      {lastDiscard && (
        <div class="discard muted small" title={t('ui.us.lastDiscardHelp')}>
          {t('ui.us.lastDiscard')}
          <CardLine id={lastDiscard} />
        </div>
      )}
    </section>
  );
}
