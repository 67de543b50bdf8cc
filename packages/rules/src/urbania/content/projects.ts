/**
 * The 31 project cards of four kinds (rulebook). The split between kinds and
 * the per-building values are ours, except those of the rulebook's examples:
 * the NW neighbourhood at 4 per building, the factory project at 6 per
 * building, the Doctor project and the Banker / Small Business Owner project.
 */
type Row = unknown[];

// Neighbourhood: [district, VP per renewed building, provenance code]
const DISTRICT: Row[] = [
  ['NW', 4, 'r'],
  ['NE', 4, ''],
  ['SW', 4, ''],
  ['SE', 4, ''],
  ['NW', 3, ''],
  ['NE', 3, ''],
  ['SW', 3, ''],
  ['SE', 3, ''],
];
// Building type: [type, VP per renewed building, provenance code]
const BUILDING: Row[] = [
  ['factory', 6, 'r'],
  ['bank', 6, ''],
  ['hospital', 6, ''],
  ['business', 6, ''],
  ['school', 6, ''],
  ['park', 6, ''],
  ['residential', 3, ''],
];
// Single specialist (5x its value): [specialist, provenance code]
const SINGLE: Row[] = [
  ['hospital', 'r'],
  ['factory', ''],
  ['bank', ''],
  ['business', ''],
  ['school', ''],
  ['park', ''],
];
// Dual specialist (3x the sum): [first, second, provenance code]
const PAIR: Row[] = [
  ['bank', 'business', 'r'],
  ['factory', 'bank', ''],
  ['factory', 'hospital', ''],
  ['factory', 'park', ''],
  ['bank', 'school', ''],
  ['hospital', 'business', ''],
  ['hospital', 'school', ''],
  ['business', 'park', ''],
  ['school', 'park', ''],
  ['factory', 'school', ''],
];

const PROVENANCE: Record<string, string> = { r: 'rulebook', p: 'public', '': 'authored' };

function rows(): unknown[] {
  const out: unknown[] = [];
  let n = 0;
  const id = () => `p${String(++n).padStart(2, '0')}`;
  for (const [district, perBuilding, code] of DISTRICT)
    out.push({ id: id(), kind: 'district', district, perBuilding, provenance: PROVENANCE[code as string] });
  for (const [type, perBuilding, code] of BUILDING)
    out.push({ id: id(), kind: 'building', type, perBuilding, provenance: PROVENANCE[code as string] });
  for (const [specialist, code] of SINGLE)
    out.push({ id: id(), kind: 'specialist', specialist, provenance: PROVENANCE[code as string] });
  for (const [a, b, code] of PAIR)
    out.push({ id: id(), kind: 'pair', specialists: [a, b], provenance: PROVENANCE[code as string] });
  return out;
}

export const RAW_PROJECTS: unknown[] = rows();
