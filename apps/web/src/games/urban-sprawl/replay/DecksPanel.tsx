import type { UsView } from '../types';
import { CardLine } from '../CardLine';

const DECKS = [
  ['planning', 'Planning deck'],
  ['town', 'Town deck'],
  ['city', 'City deck'],
  ['metropolis', 'Metropolis deck'],
] as const;

/** Face-down cards (omniscient views of finished matches only): the next cards of each deck, top first. */
export function DecksPanel({ view, show = 3 }: { view: UsView; show?: number }) {
  const decks = view.decks;
  if (!decks) return null;
  return (
    <section class="panel decks-hidden" aria-label="Face-down cards" data-testid="face-down">
      <h3>Face-down cards</h3>
      {DECKS.map(([key, label]) => {
        const cards = [...decks[key]].reverse();
        return (
          <div key={key} class="deck-row" data-deck={key}>
            <div class="deck-label">
              <span class="deck-name">{label}</span>
              <span class="muted">
                {cards.length} card{cards.length === 1 ? '' : 's'}, top first
              </span>
            </div>
            {cards.slice(0, show).map((id, i) => (
              <CardLine key={`${i}-${id}`} id={id} />
            ))}
            {cards.length > show && <div class="muted small">… and {cards.length - show} more</div>}
          </div>
        );
      })}
    </section>
  );
}
