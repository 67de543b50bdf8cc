import { content, SUITS, type UrAction, type UrView } from './content';
import { seatColour, TYPE_COLOUR } from './colours';
import { hireOf } from './legal';
import { specialistName, typeName } from './words';
import { t } from './t';

interface Props {
  view: UrView;
  legal: UrAction[];
  names: string[];
  busy: boolean;
  send: (a: UrAction) => void;
}

/**
 * The shared value track, one row per building type: the building marker (■,
 * how many of that type are renewed, what its specialist earns each turn) and
 * the specialist marker (●, the specialist's price and project value, in the
 * colour of whoever employs them). ✦ marks spaces with a card icon.
 */
export function ValueTrack({ view, legal, names, busy, send }: Props) {
  const spaces = Array.from({ length: content.track.top + 1 }, (_, i) => i);
  return (
    <section class="ur-panel ur-track" aria-label={t('ui.ur.valueTrack')} data-testid="value-track">
      <h3>{t('ui.ur.valueTrack')}</h3>
      <div class="ur-track-grid" style={{ '--spaces': spaces.length }}>
        <span class="ur-track-head" />
        {spaces.map((n) => (
          <span
            key={n}
            class={`ur-track-head${content.cardIconSpaces.has(n) ? ' icon' : ''}`}
            title={content.cardIconSpaces.has(n) ? t('ui.ur.iconSpace') : undefined}
          >
            {n}
            {content.cardIconSpaces.has(n) ? '✦' : ''}
          </span>
        ))}
        {SUITS.map((suit) => {
          const b = view.buildingValue[suit],
            s = view.specialistValue[suit];
          const owner = view.specialistOwner[suit];
          return [
            <span key={`${suit}-name`} class="ur-track-name" style={{ '--tile': TYPE_COLOUR[suit] }}>
              {typeName(suit)}
            </span>,
            ...spaces.map((n) => (
              <span key={`${suit}-${n}`} class="ur-track-cell">
                {b === n && (
                  <span
                    class="ur-mark building"
                    style={{ background: TYPE_COLOUR[suit] }}
                    title={t('ui.ur.buildingsRenewed', { type: typeName(suit), n: b })}
                  />
                )}
                {s === n && (
                  <span
                    class="ur-mark specialist"
                    style={{ background: owner === null ? '#fff' : seatColour(owner) }}
                    title={`${specialistName(suit)}: $${s}`}
                  />
                )}
              </span>
            )),
          ];
        })}
      </div>
      <ul class="ur-specialists">
        {SUITS.map((suit) => {
          const move = hireOf(legal, suit);
          const owner = view.specialistOwner[suit];
          return (
            <li key={suit} data-testid={`specialist-${suit}`}>
              <span class="ur-dot" style={{ background: TYPE_COLOUR[suit] }} />
              <strong>{specialistName(suit)}</strong>
              <span class="muted small">
                {t('ui.ur.earns', { value: view.specialistValue[suit], vp: view.buildingValue[suit] })}
              </span>
              <span class="small">
                {owner === null
                  ? t('ui.ur.notHired')
                  : t('ui.ur.worksFor', { name: names[owner] ?? t('ui.common.player', { n: owner + 1 }) })}
              </span>
              {move && (
                <button
                  type="button"
                  class="btn small primary"
                  data-action={`hire-${suit}`}
                  disabled={busy}
                  onClick={() => send(move)}
                >
                  {t('ui.ur.hire', { n: view.specialistValue[suit] })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
