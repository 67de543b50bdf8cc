import type { ComponentChildren } from 'preact';
import type { UsView } from './types';
import { OFFICES, OFFICE_SHORT } from './offices';
import { asPermit, cardTitle, vocationName } from './cards';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { ZoneChip } from './ZoneChip';
import { ReadableCard } from '../../components/widgets/cards/ReadableCard';
import { usCardInfo } from './card-info';
import { SeatPresence } from '../../components/widgets/room/SeatPresence';
import { formatNumber } from '../../i18n/i18n';
import { t } from './t';

interface Props {
  view: UsView;
  seat: number;
  name: string;
  me: boolean;
  owes: boolean;
  children?: ComponentChildren;
}

/** One player: presence (away, a bot playing, the clock), wealth, prestige, AP, cards in front, favors, vocations, politicians, Contractor. */
export function PlayerPanel({ view, seat, name, me, owes, children }: Props) {
  const p = view.players[seat];
  const active = view.phase === 'play' && view.turn.active === seat;
  const offices = OFFICES.filter((o) => view.offices[o] === seat);
  const vocations = new Map<string, number>();
  for (const v of p.vocations) vocations.set(v, (vocations.get(v) ?? 0) + 1);
  return (
    <div class={`player${active ? ' active' : ''}${me ? ' me' : ''}`} data-seat={seat} data-testid={`player-${seat}`}>
      <div class="player-head">
        <PlayerDot seat={seat} size={14} />
        <span class="player-name">
          {name}
          {me && <span class="muted">{t('ui.us.you')}</span>}
        </span>
        {active && <span class="tag turn">{t('ui.us.turnTag')}</span>}
        {owes && (
          <span class="tag owes" title={t('ui.us.decidingHelp')}>
            {t('ui.us.deciding')}
          </span>
        )}
      </div>
      <SeatPresence seat={seat} />
      <div class="player-stats">
        <span class="stat" title={t('ui.us.wealth')}>
          <b data-testid={`wealth-${seat}`}>${p.wealth}</b>
        </span>
        <span class="stat" title={t('ui.us.prestige')}>
          <b data-testid={`prestige-${seat}`}>★{p.prestige}</b>
        </span>
        {active && (
          <span class="stat ap" title={t('ui.us.apHelp')}>
            <b data-testid={`ap-${seat}`}>{formatNumber(view.turn.ap)}</b>
            {t('ui.us.apUnit')}
          </span>
        )}
        <span class="stat muted" title={t('ui.us.cubesHelp')}>
          {t('ui.us.cubes', { n: p.cubesLeft })}
        </span>
      </div>
      {(offices.length > 0 || view.contractor === seat || view.extraFavor === seat) && (
        <div class="player-row">
          {offices.map((o) => (
            <span key={o} class="office-badge">
              {OFFICE_SHORT[o]}
            </span>
          ))}
          {view.contractor === seat && <span class="office-badge contractor">{t('ui.us.contractor')}</span>}
          {view.extraFavor === seat && <span class="office-badge extra">{t('ui.us.extraFavor')}</span>}
        </div>
      )}
      {vocations.size > 0 && (
        <div class="player-row vocations">
          {[...vocations].map(([v, n]) => (
            <span key={v} class="vocation">
              {vocationName(v)}
              {n > 1 ? ` ×${n}` : ''}
            </span>
          ))}
        </div>
      )}
      {!me && p.planning.length > 0 && (
        <div class="player-row cards-in-front" title={t('ui.us.inFront')}>
          {p.planning.map((id) => {
            const permit = asPermit(id);
            return (
              <ReadableCard key={id} info={() => usCardInfo(id)}>
                <span class="mini-card" title={cardTitle(id)}>
                  {permit ? (
                    <>
                      {permit.zones.map((z) => (
                        <ZoneChip key={z} zone={z} label={z[0]} />
                      ))}
                      <b>{permit.permits}</b>
                    </>
                  ) : (
                    <b>{t('ui.us.renewalShort')}</b>
                  )}
                </span>
              </ReadableCard>
            );
          })}
        </div>
      )}
      {!me && p.favors.length > 0 && (
        <div class="player-row favors">
          {t('ui.us.favorsOf')}{' '}
          {p.favors.map((f) => (
            <ReadableCard key={f} info={() => usCardInfo(f)}>
              <span class="favor">{cardTitle(f)}</span>
            </ReadableCard>
          ))}
        </div>
      )}
      {children}
    </div>
  );
}
