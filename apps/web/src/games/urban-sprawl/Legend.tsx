import { t } from './t';
import { ZONE_COLORS, ZONE_NAMES } from './zones';
import { PlayerDot } from '../../components/widgets/PlayerDot';

/** Zone colors, player cubes and what the numbers on the board mean. */
export function Legend({ names, count }: { names: string[]; count: number }) {
  return (
    <div class="legend">
      {Object.keys(ZONE_COLORS).map((z) => (
        <span key={z} class="legend-item">
          <span class="swatch" style={{ background: ZONE_COLORS[z] }} />
          {ZONE_NAMES[z]}
        </span>
      ))}
      <span class="legend-sep" />
      {Array.from({ length: count }, (_, s) => (
        <span key={s} class="legend-item">
          <PlayerDot seat={s} /> {names[s]}
        </span>
      ))}
      <span class="legend-sep" />
      <span class="legend-item">
        <span class="pill">7</span> {t('ui.us.legendBlock')}
      </span>
      <span class="legend-item">
        <span class="dot prestige" /> {t('ui.us.legendPrestige')}
      </span>
      <span class="legend-item">
        <span class="dot wealth" /> {t('ui.us.legendWealth')}
      </span>
    </div>
  );
}
