import { t } from '../../../i18n/i18n';
import type { CardInfo } from './card-info';
import { ReadableCard } from './ReadableCard';

export interface CatalogueGroup {
  title: string;
  /** A sentence on what these cards are for. */
  note?: string;
  ids: string[];
}

/** Every card of a game, grouped, each a tile that opens the card in full. */
export function CardCatalogue({ groups, info }: { groups: CatalogueGroup[]; info: (id: string) => CardInfo }) {
  return (
    <section class="catalogue" aria-label={t('ui.rules.catalogue')} data-testid="catalogue">
      <h2>{t('ui.rules.everyCard')}</h2>
      <p class="muted">{t('ui.rules.tapCard')}</p>
      {groups.map((g) => (
        <section key={g.title} class="catalogue-group" aria-label={g.title}>
          <h3>
            {g.title} <span class="muted small">{g.ids.length}</span>
          </h3>
          {g.note && <p class="small muted">{g.note}</p>}
          <div class="catalogue-cards">
            {g.ids.map((id) => {
              const card = info(id);
              return (
                <ReadableCard key={id} info={() => card} class="catalogue-card-wrap">
                  <span
                    class="catalogue-card"
                    data-testid="catalogue-card"
                    data-card={id}
                    style={card.accent ? { borderTopColor: card.accent } : undefined}
                  >
                    <span class="catalogue-card-title">{card.title}</span>
                    <span class="catalogue-card-line">{card.summary ?? card.lines[0] ?? ''}</span>
                  </span>
                </ReadableCard>
              );
            })}
          </div>
        </section>
      ))}
    </section>
  );
}
