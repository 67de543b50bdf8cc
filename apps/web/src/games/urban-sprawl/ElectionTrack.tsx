import type { UsView } from './types';
import { OFFICES, OFFICE_LABELS, OFFICE_SHORT, OFFICE_ZONE } from './offices';
import { PlayerDot } from '../../components/PlayerDot';
import { ZoneChip } from './ZoneChip';

/** The election track with its pawn, who holds each office, and the Contractor. */
export function ElectionTrack({ view, names }: { view: UsView; names: string[] }) {
  return (
    <section class="panel election" aria-label="Election track">
      <div class="offices">
        {OFFICES.map((o, i) => {
          const holder = view.offices[o];
          const inPlay = o === 'mayor' || view.politiciansInPlay;
          const zone = OFFICE_ZONE[o];
          return (
            <div key={o} class={`office${view.pawn === i ? ' pawn' : ''}${inPlay ? '' : ' out'}`} data-office={o} title={`${OFFICE_LABELS[o]}${inPlay ? '' : ' (enters play with the Airport)'}`}>
              {view.pawn === i && <span class="pawn-marker" title="Election pawn" data-testid="pawn" />}
              <span class="office-name" title={OFFICE_LABELS[o]}>{OFFICE_SHORT[o]} {zone && <ZoneChip zone={zone} label={'\u00a0'} />}</span>
              <span class="office-holder">
                {holder !== null ? <><PlayerDot seat={holder} /> {names[holder]}</> : <span class="muted">{inPlay ? 'vacant' : '—'}</span>}
              </span>
            </div>
          );
        })}
        <div class={`office contractor${view.contractorInPlay ? '' : ' out'}`} title={view.contractorInPlay ? '' : 'Enters play with the Sports Team'}>
          <span class="office-name">Contractor</span>
          <span class="office-holder">
            {view.contractor !== null ? <><PlayerDot seat={view.contractor} /> {names[view.contractor]}</> : <span class="muted">{view.contractorInPlay ? 'vacant' : '—'}</span>}
          </span>
        </div>
      </div>
    </section>
  );
}
