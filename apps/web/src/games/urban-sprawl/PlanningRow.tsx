import type { UsAction, UsView } from './types';
import { PLANNING_BOX_COSTS, PLANNING_TOP_COST, ofType } from './actions';
import { CardLine } from './CardLine';
import { t } from '../../i18n/i18n';

interface Props {
  view: UsView;
  legal: UsAction[];
  busy: boolean;
  onTake: (from: 'top' | number) => void;
}

/** The planning deck (its face-up top costs 5 AP), the four boxes (4, 3, 2, 1 AP) and the discard. */
export function PlanningRow({ view, legal, busy, onTake }: Props) {
  const takes = ofType(legal, 'takePlanning');
  const button = (from: 'top' | number) =>
    takes.some((t) => t.from === from) && (
      <button class="btn small primary" disabled={busy} onClick={() => onTake(from)} data-action="take">{t('ui.us.take')}</button>
    );
  const lastDiscard = view.planning.discard[view.planning.discard.length - 1];
  return (
    <section class="panel planning" aria-label={t('ui.us.planningCards')}>
      <h3>
        {t('ui.us.planning')} <span class="muted small">{t('ui.us.planningCounts', { deck: view.planning.deckCount, discard: view.planning.discard.length })}</span>
      </h3>
      <CardLine id={view.planning.top} cost={PLANNING_TOP_COST} testId="planning-top">{button('top')}</CardLine>
      {view.planning.boxes.map((id, box) => (
        <CardLine key={box} id={id} cost={PLANNING_BOX_COSTS[box]} testId={`planning-box-${box}`}>{id && button(box)}</CardLine>
      ))}
      {lastDiscard && (
        <div class="discard muted small" title={t('ui.us.lastDiscardHelp')}>{t('ui.us.lastDiscard')}<CardLine id={lastDiscard} /></div>
      )}
    </section>
  );
}
