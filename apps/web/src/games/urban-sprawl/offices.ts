import { OFFICES as RULE_OFFICES } from '@sprawl/rules/urban-sprawl/table';
import type { Office } from './types';

/** The election track, clockwise from the Mayor (the rules' own order). */
export const OFFICES: readonly Office[] = RULE_OFFICES;
export const OFFICE_LABELS: Record<Office, string> = {
  mayor: 'Mayor',
  districtAttorney: 'District Attorney',
  treasurer: 'Treasurer',
  policeChief: 'Police Chief',
  unionBoss: 'Union Boss',
};
export const OFFICE_SHORT: Record<Office, string> = {
  mayor: 'Mayor', districtAttorney: 'DA', treasurer: 'Treasurer', policeChief: 'Police', unionBoss: 'Union',
};
/** The zone each office is elected on (the Mayor goes to the most vocations). */
export const OFFICE_ZONE: Record<Office, string | null> = {
  mayor: null, districtAttorney: 'CIV', treasurer: 'COM', policeChief: 'RES', unionBoss: 'IND',
};
