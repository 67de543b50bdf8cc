import type { UsView } from '../types';
import { CardLine } from '../CardLine';
import { t } from '../t';

const DECKS = ['planning', 'town', 'city', 'metropolis'] as const;

/** Face-down cards (omniscient views of finished matches only): the next cards of each deck, top first. */
export function DecksPanel({ view, show = 3 }: { view: UsView; show?: number }) {
  const decks = view.decks;
  if (!decks) return null;
  return (
    <section class="panel decks-hidden" aria-label={t('ui.us.faceDown')} data-testid="face-down">
      <h3>{t('ui.us.faceDown')}</h3>
      {DECKS.map((key) => {
        const cards = [...decks[key]].reverse();
        return (
          <div key={key} class="deck-row" data-deck={key}>
            <div class="deck-label">
              <span class="deck-name">{t(`ui.us.deckName.${key}`)}</span>
              <span class="muted">{t('ui.us.deckTopFirst', { n: cards.length })}</span>
            </div>
            {cards.slice(0, show).map((id, i) => (
              <CardLine key={`${i}-${id}`} id={id} />
            ))}
            {cards.length > show && <div class="muted small">{t('ui.us.deckMore', { n: cards.length - show })}</div>}
          </div>
        );
      })}
    </section>
  );
}
