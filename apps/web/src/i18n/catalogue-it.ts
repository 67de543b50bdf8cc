import { COMMON_IT } from '@sprawl/rules/words/core';
import { REFUSALS_IT } from './refusals-it';
import { UI_IT } from './ui-it';

/** The page's Italian words without any game's: loaded only by a page shown in Italian (i18n.ts). */
export const CATALOGUE_IT: Record<string, string> = { ...COMMON_IT, ...REFUSALS_IT, ...UI_IT };
