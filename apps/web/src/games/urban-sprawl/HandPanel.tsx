import type { ContractSource, UsAction, UsView } from './types';
import { buildsBySource, ofType, sourceKey } from './actions';
import { asPermit } from './cards';
import { CardLine } from './CardLine';
import { t } from '../../i18n/i18n';

interface Props {
  view: UsView;
  seat: number;
  legal: UsAction[];
  busy: boolean;
  onSend: (a: UsAction) => void;
  onBuild: (from: ContractSource) => void;
}

/** The player's own planning cards (with Invest while allowed) and favors (with Build when allowed). */
export function HandPanel({ view, seat, legal, busy, onSend, onBuild }: Props) {
  const me = view.players[seat];
  const invests = ofType(legal, 'invest');
  const builds = buildsBySource(legal);
  return (
    <div class="hand" aria-label={t('ui.us.yourCards')}>
      
      {me.planning.length === 0 && <div class="muted small">{t('ui.us.noPlanning')}</div>}
      {me.planning.map((id) => {
        const invest = invests.find((a) => a.card === id);
        const permit = asPermit(id);
        return (
          <CardLine key={id} id={id}>
            {invest && permit && (
              <button class="btn small" disabled={busy} onClick={() => onSend(invest)} data-action="invest" title={t('ui.us.investHelp')}>
                {t('ui.us.invest', { n: permit.wealth })}
              </button>
            )}
          </CardLine>
        );
      })}
      {me.favors.map((id) => {
        const from: ContractSource = { favor: id };
        return (
          <CardLine key={id} id={id} cost="fav">
            {builds.has(sourceKey(from)) && <button class="btn small primary" disabled={busy} onClick={() => onBuild(from)} data-action="build">{t('ui.us.build')}</button>}
          </CardLine>
        );
      })}
    </div>
  );
}
