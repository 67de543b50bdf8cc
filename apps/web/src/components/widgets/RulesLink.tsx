import { t } from '../../i18n/i18n';
/** The link from a table to its game's rules reference, opened in a new tab so the table stays put. */
export function RulesLink({ gameId, class: cls = 'topbar-link' }: { gameId: string; class?: string }) {
  return (
    <a
      class={cls}
      href={`/rules/${encodeURIComponent(gameId)}`}
      target="_blank"
      rel="noopener"
      data-testid="rules-link"
      title={t('ui.table.rulesHelp')}
    >
      {t('ui.table.rules')}
    </a>
  );
}
