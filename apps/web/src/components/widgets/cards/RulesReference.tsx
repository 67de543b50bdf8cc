import { t } from '../../../i18n/i18n';
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CardInfo } from './card-info';
import { CardCatalogue, type CatalogueGroup } from './CardCatalogue';

/** The frame of a game's rules page: its name, a short how-to-play, then the whole catalogue. */
export function RulesReference({
  name,
  children,
  groups,
  info,
}: {
  name: string;
  children: ComponentChildren;
  groups: CatalogueGroup[];
  info: (id: string) => CardInfo;
}) {
  useEffect(() => {
    document.title = t('ui.rules.docTitle', { name });
  }, [name]);
  return (
    <div class="rules" data-testid="rules-reference">
      <header class="rules-head">
        <h1>{name}</h1>
        <p class="muted">{t('ui.rules.lead')}</p>
      </header>
      <section class="rules-howto" aria-label={t('ui.rules.howTo')}>
        {children}
      </section>
      <CardCatalogue groups={groups} info={info} />
    </div>
  );
}
