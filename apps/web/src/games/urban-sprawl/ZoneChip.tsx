import { ZONE_COLORS, ZONE_TEXT } from './zones';

/** A small colored tag naming a zone (CIV, COM, IND, RES, PARK). */
export function ZoneChip({ zone, label }: { zone: string; label?: string }) {
  return (
    <span class="zone-chip" style={{ background: ZONE_COLORS[zone], color: ZONE_TEXT[zone] }} title={zone}>
      {label ?? zone}
    </span>
  );
}
