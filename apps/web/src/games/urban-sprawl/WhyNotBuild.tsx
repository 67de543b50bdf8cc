import type { ContractSource, UsAction, UsView } from './types';
import type { WhyNot } from '../../lib/use-why-not';
import { sourceKey } from './actions';
import { buildProbe, whyContract } from './why-not';
import { WhyNotButton } from './WhyNotButton';
import { t } from './t';

/** My seat and how the table asks the rules why not. */
export interface WhyNotSeat {
  seat: number;
  ask: WhyNot<UsAction>;
}

/** Build, greyed, on a contract that cannot be built now: a press asks the rules why (AP, permits, no place on the board). */
export function WhyNotBuild({ view, from, why }: { view: UsView; from: ContractSource; why?: WhyNotSeat | null }) {
  if (!why || view.phase === 'over') return null;
  const probe = buildProbe(view, why.seat, from);
  if (!probe) return null;
  return (
    <WhyNotButton
      label={t('ui.us.build')}
      kind="build"
      onAsk={() => why.ask.ask(sourceKey(from), probe, whyContract)}
    />
  );
}
