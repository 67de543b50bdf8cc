import { OFFICES as RULE_OFFICES } from '@sprawl/rules/urban-sprawl/table';
import type { Office } from './types';
import { t } from './t';

/** The election track, clockwise from the Mayor (the rules' own order). */
export const OFFICES: readonly Office[] = RULE_OFFICES;
// In the page's language, which is fixed for the page's life (switching reloads it).
export const OFFICE_LABELS: Record<Office, string> = Object.fromEntries(
  RULE_OFFICES.map((o) => [o, t(`ui.us.office.${o}`)]),
) as Record<Office, string>;
export const OFFICE_SHORT: Record<Office, string> = Object.fromEntries(
  RULE_OFFICES.map((o) => [o, t(`ui.us.officeShort.${o}`)]),
) as Record<Office, string>;
/** The zone each office is elected on (the Mayor goes to the most vocations). */
export const OFFICE_ZONE: Record<Office, string | null> = {
  mayor: null,
  districtAttorney: 'CIV',
  treasurer: 'COM',
  policeChief: 'RES',
  unionBoss: 'IND',
};
