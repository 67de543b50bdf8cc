import type { UsView } from './types';
import { OFFICES, OFFICE_LABELS, OFFICE_SHORT, OFFICE_ZONE } from './offices';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { ZoneChip } from './ZoneChip';
import { t } from './t';

/** The election track with its pawn, who holds each office, and the Contractor. */
export function ElectionTrack({ view, names }: { view: UsView; names: string[] }) {
  return (
    <section class="panel election" aria-label={t('ui.us.electionTrack')}>
      <div class="offices">
        {OFFICES.map((o, i) => {
          const holder = view.offices[o];
          const inPlay = o === 'mayor' || view.politiciansInPlay;
          const zone = OFFICE_ZONE[o];
          return (
            <div
              key={o}
              class={`office${view.pawn === i ? ' pawn' : ''}${inPlay ? '' : ' out'}`}
              data-office={o}
              title={`${OFFICE_LABELS[o]}${inPlay ? '' : t('ui.us.entersWithAirport')}`}
            >
              {view.pawn === i && <span class="pawn-marker" title={t('ui.us.pawn')} data-testid="pawn" />}
              <span class="office-name" title={OFFICE_LABELS[o]}>
                {OFFICE_SHORT[o]} {zone && <ZoneChip zone={zone} label={'\u00a0'} />}
              </span>
              <span class="office-holder">
                {holder !== null ? (
                  <>
                    <PlayerDot seat={holder} /> {names[holder]}
                  </>
                ) : (
                  <span class="muted">{inPlay ? t('ui.us.vacant') : '—'}</span>
                )}
              </span>
            </div>
          );
        })}
        <div
          class={`office contractor${view.contractorInPlay ? '' : ' out'}`}
          title={view.contractorInPlay ? '' : t('ui.us.entersWithSportsTeam')}
        >
          <span class="office-name">{t('ui.us.contractor')}</span>
          <span class="office-holder">
            {view.contractor !== null ? (
              <>
                <PlayerDot seat={view.contractor} /> {names[view.contractor]}
              </>
            ) : (
              <span class="muted">{view.contractorInPlay ? t('ui.us.vacant') : '—'}</span>
            )}
          </span>
        </div>
      </div>
    </section>
  );
}
