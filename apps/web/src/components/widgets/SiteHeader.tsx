import { t } from '../../i18n/i18n';
import { navigate } from '../../lib/router';
import { LanguagePicker } from './LanguagePicker';

/**
 * The thin bar above every page but a table in play (whose People panel
 * holds the same picker): the way home, and the language of this browser.
 */
export function SiteHeader() {
  const home = (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    navigate('/');
  };
  return (
    <header class="site-header">
      <a class="site-home" href="/" onClick={home}>
        {t('ui.header.home')}
      </a>
      <LanguagePicker />
    </header>
  );
}
