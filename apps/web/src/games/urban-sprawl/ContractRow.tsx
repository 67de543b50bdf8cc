import type { ContractDeck, ContractSource, UsAction, UsView } from './types';
import { CONTRACT_BOX_COSTS, CONTRACT_TOP_COSTS, buildsBySource, ofType, sameSource, sourceKey } from './actions';
import { CardLine } from './CardLine';

const DECKS: ContractDeck[] = ['town', 'city', 'metropolis'];
const DECK_LABEL: Record<ContractDeck, string> = { town: 'Town', city: 'City', metropolis: 'Metropolis' };

interface Props {
  view: UsView;
  legal: UsAction[];
  busy: boolean;
  /** The source being built from, if the build wizard is open. */
  active: ContractSource | null;
  onBuild: (from: ContractSource) => void;
  onFavor: (from: Extract<UsAction, { type: 'takeFavor' }>['from']) => void;
}

/** The contract decks (tops, sizes, which are active) and the five face-up contract boxes with their AP costs. */
export function ContractRow({ view, legal, busy, active, onBuild, onFavor }: Props) {
  const builds = buildsBySource(legal);
  const favors = ofType(legal, 'takeFavor');
  const buttons = (from: ContractSource) => {
    const canBuild = builds.has(sourceKey(from));
    const favor = 'favor' in from ? undefined : favors.find((f) => sameSource(f.from, from));
    return (
      <>
        {canBuild && <button class="btn small primary" disabled={busy} onClick={() => onBuild(from)} data-action="build">Build</button>}
        {favor && <button class="btn small" disabled={busy} onClick={() => onFavor(favor.from)} data-action="favor" title="Take this contract as your favor">Favor</button>}
      </>
    );
  };
  return (
    <section class="panel contracts" aria-label="Contracts">
      <h3>Contracts</h3>
      <div class="decks">
        {DECKS.map((deck) => {
          const open = view.contracts.open[deck];
          const from: ContractSource = { top: deck };
          return (
            <div key={deck} class={`deck-row${open ? '' : ' closed'}`} data-deck={deck}>
              <div class="deck-label">
                <span class="deck-name">{DECK_LABEL[deck]}</span>
                <span class="deck-count" title="Cards left in the deck">{view.contracts.deckCounts[deck]} left</span>
                {!open && <span class="tag">{deck === 'city' ? 'after Airport' : deck === 'metropolis' ? 'after Sports Team' : 'inactive'}</span>}
              </div>
              {open || view.contracts.tops[deck]
                ? <CardLine id={view.contracts.tops[deck]} cost={`${CONTRACT_TOP_COSTS[deck]}`} dim={!open} testId={`contract-top-${deck}`} selected={!!active && sameSource(active, from)}>{open && buttons(from)}</CardLine>
                : null}
            </div>
          );
        })}
      </div>
      <div class="boxes">
        {view.contracts.boxes.map((id, box) => (
          <CardLine key={box} id={id} cost={CONTRACT_BOX_COSTS[box]} testId={`contract-box-${box}`} selected={!!active && sameSource(active, { box })}>
            {id && buttons({ box })}
          </CardLine>
        ))}
      </div>
    </section>
  );
}
