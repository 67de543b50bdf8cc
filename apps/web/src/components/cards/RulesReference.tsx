import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CardInfo } from './card-info';
import { CardCatalogue, type CatalogueGroup } from './CardCatalogue';

/** The frame of a game's rules page: its name, a short how-to-play, then the whole catalogue. */
export function RulesReference({ name, children, groups, info }: { name: string; children: ComponentChildren; groups: CatalogueGroup[]; info: (id: string) => CardInfo }) {
  useEffect(() => { document.title = `${name}: rules and cards`; }, [name]);
  return (
    <div class="rules" data-testid="rules-reference">
      <header class="rules-head">
        <h1>{name}</h1>
        <p class="muted">How to play, in short, and every card of the game.</p>
      </header>
      <section class="rules-howto" aria-label="How to play">{children}</section>
      <CardCatalogue groups={groups} info={info} />
    </div>
  );
}
