import type { ChatLine } from '@sprawl/protocol';
import { t } from '../i18n/i18n';

/** What a chat line says, in this browser's language: a hint's line is the server's, worded here (issue 53). */
export function chatWords(line: ChatLine): string {
  return line.hint === true ? t('ui.hint.asked') : line.text;
}
