import { wingT } from '../../i18n/i18n';
import type { HaUiKey } from './ui-en';

/** The page's `t` over the shared words and Hush Auction's own (ui-en.ts, loaded with the wing). */
export const t = wingT<HaUiKey>();
