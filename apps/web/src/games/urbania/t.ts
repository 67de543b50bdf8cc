import { wingT } from '../../i18n/i18n';
import type { UrUiKey } from './ui-en';

/** The page's `t` over the shared words and Urbania's own (ui-en.ts, loaded with the wing). */
export const t = wingT<UrUiKey>();
