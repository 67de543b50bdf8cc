import { COMMON_EN } from '@sprawl/rules/words/core';
import { REFUSALS_EN } from './refusals-en';
import { UI_EN } from './ui-en';

/** The page's English words without any game's: loaded only by a page shown in English (i18n.ts). */
export const CATALOGUE_EN: Record<string, string> = { ...COMMON_EN, ...REFUSALS_EN, ...UI_EN };
