import type { ContractSource, UsAction, UsView } from './types';
import { buildsBySource, ofType, sourceKey } from './actions';
import { asPermit } from './cards';
import { CardLine } from './CardLine';
import { t } from './t';
import { Fragment } from 'preact';
import { WhyNotButton } from './WhyNotButton';
import { WhyNotBuild } from './WhyNotBuild';
import { WhyNot } from '../../components/widgets/WhyNot';
import type { WhyNot as Why } from '../../lib/use-why-not';

interface Props {
  view: UsView;
  seat: number;
  legal: UsAction[];
  busy: boolean;
  onSend: (a: UsAction) => void;
  onBuild: (from: ContractSource) => void;
  /** Asks the rules why a card in hand cannot be used now. */
  why?: Why<UsAction> | null;
}

/** The player's own planning cards (with Invest while allowed) and favors (with Build when allowed). */
export function HandPanel({ view, seat, legal, busy, onSend, onBuild, why }: Props) {
  const me = view.players[seat];
  const invests = ofType(legal, 'invest');
  const builds = buildsBySource(legal);
  return (
    <div class="hand" aria-label={t('ui.us.yourCards')}>
      {me.planning.length === 0 && <div class="muted small">{t('ui.us.noPlanning')}</div>}
      {me.planning.map((id) => {
        const invest = invests.find((a) => a.card === id);
        const permit = asPermit(id);
        const at = `hand-${id}`;
        return (
          <Fragment key={id}>
            <CardLine id={id}>
              {invest && permit && (
                <button
                  class="btn small"
                  disabled={busy}
                  onClick={() => onSend(invest)}
                  data-action="invest"
                  title={t('ui.us.investHelp')}
                >
                  {t('ui.us.invest', { n: permit.wealth })}
                </button>
              )}
              {/* A permit that cannot be cashed now (AP already spent, not my turn): the rules say why. */}
              {!invest && permit && why && view.phase !== 'over' && (
                <WhyNotButton
                  label={t('ui.us.invest', { n: permit.wealth })}
                  kind="invest"
                  onAsk={() => why.ask(at, { type: 'invest', card: id })}
                />
              )}
            </CardLine>
            <WhyNot text={why?.at(at) ?? null} />
          </Fragment>
        );
      })}
      {me.favors.map((id) => {
        const from: ContractSource = { favor: id };
        return (
          <Fragment key={id}>
            <CardLine id={id} cost="fav">
              {builds.has(sourceKey(from)) && (
                <button class="btn small primary" disabled={busy} onClick={() => onBuild(from)} data-action="build">
                  {t('ui.us.build')}
                </button>
              )}
              {!builds.has(sourceKey(from)) && (
                <WhyNotBuild view={view} from={from} why={why ? { seat, ask: why } : null} />
              )}
            </CardLine>
            <WhyNot text={why?.at(sourceKey(from)) ?? null} />
          </Fragment>
        );
      })}
    </div>
  );
}
