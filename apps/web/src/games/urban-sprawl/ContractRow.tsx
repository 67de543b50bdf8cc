import type { ContractDeck, ContractSource, UsAction, UsView } from './types';
import { CONTRACT_BOX_COSTS, CONTRACT_TOP_COSTS, buildsBySource, ofType, sameSource, sourceKey } from './actions';
import { CardLine } from './CardLine';
import { t } from './t';
import type { UiKey } from '../../i18n/ui-en';
import type { UsUiKey } from './ui-en';
import { Fragment } from 'preact';
import { WhyNotBuild } from './WhyNotBuild';
import { WhyNotButton } from './WhyNotButton';
import { WhyNot } from '../../components/widgets/WhyNot';
import type { WhyNotSeat } from './WhyNotBuild';

const DECKS: ContractDeck[] = ['town', 'city', 'metropolis'];
const DECK_LABEL: Record<ContractDeck, UiKey | UsUiKey> = {
  town: 'ui.us.deck.town',
  city: 'ui.us.deck.city',
  metropolis: 'ui.us.deck.metropolis',
};

interface Props {
  view: UsView;
  legal: UsAction[];
  busy: boolean;
  /** The source being built from, if the build wizard is open. */
  active: ContractSource | null;
  onBuild: (from: ContractSource) => void;
  onFavor: (from: Extract<UsAction, { type: 'takeFavor' }>['from']) => void;
  /** My seat and how to ask the rules why a contract cannot be built; null for a spectator. */
  why?: WhyNotSeat | null;
}

/** The contract decks (tops, sizes, which are active) and the five face-up contract boxes with their AP costs. */
export function ContractRow({ view, legal, busy, active, onBuild, onFavor, why }: Props) {
  const builds = buildsBySource(legal);
  const favors = ofType(legal, 'takeFavor');
  const buttons = (from: ContractSource) => {
    const canBuild = builds.has(sourceKey(from));
    const favor = 'favor' in from ? undefined : favors.find((f) => sameSource(f.from, from));
    return (
      <>
        {canBuild && (
          <button class="btn small primary" disabled={busy} onClick={() => onBuild(from)} data-action="build">
            {t('ui.us.build')}
          </button>
        )}
        {!canBuild && <WhyNotBuild view={view} from={from} why={why} />}
        {favor && (
          <button
            class="btn small"
            disabled={busy}
            onClick={() => onFavor(favor.from)}
            data-action="favor"
            title={t('ui.us.favorHelp')}
          >
            {t('ui.us.favor')}
          </button>
        )}
        {/* A favor not to be had now (the limit, AP, not my turn): the rules say which. */}
        {!favor && !('favor' in from) && why && view.phase !== 'over' && (
          <WhyNotButton
            label={t('ui.us.favor')}
            kind="favor"
            onAsk={() => why.ask.ask(sourceKey(from), { type: 'takeFavor', from })}
          />
        )}
      </>
    );
  };
  return (
    <section class="panel contracts" aria-label={t('ui.us.contracts')}>
      <h3>{t('ui.us.contracts')}</h3>
      <div class="decks">
        {DECKS.map((deck) => {
          const open = view.contracts.open[deck];
          const from: ContractSource = { top: deck };
          return (
            <div key={deck} class={`deck-row${open ? '' : ' closed'}`} data-deck={deck}>
              <div class="deck-label">
                <span class="deck-name">{t(DECK_LABEL[deck])}</span>
                <span class="deck-count" title={t('ui.us.deckLeftHelp')}>
                  {t('ui.us.deckLeft', { n: view.contracts.deckCounts[deck] })}
                </span>
                {!open && (
                  <span class="tag">
                    {deck === 'city'
                      ? t('ui.us.afterAirport')
                      : deck === 'metropolis'
                        ? t('ui.us.afterSportsTeam')
                        : t('ui.us.inactive')}
                  </span>
                )}
              </div>
              {open || view.contracts.tops[deck] ? (
                <CardLine
                  id={view.contracts.tops[deck]}
                  cost={`${CONTRACT_TOP_COSTS[deck]}`}
                  dim={!open}
                  testId={`contract-top-${deck}`}
                  selected={!!active && sameSource(active, from)}
                >
                  {open && view.contracts.tops[deck] && buttons(from)}
                </CardLine>
              ) : null}
              <WhyNot text={why?.ask.at(sourceKey(from)) ?? null} />
            </div>
          );
        })}
      </div>
      <div class="boxes">
        {view.contracts.boxes.map((id, box) => (
          <Fragment key={box}>
            <CardLine
              id={id}
              cost={CONTRACT_BOX_COSTS[box]}
              testId={`contract-box-${box}`}
              selected={!!active && sameSource(active, { box })}
            >
              {id && buttons({ box })}
            </CardLine>
            <WhyNot text={why?.ask.at(sourceKey({ box })) ?? null} />
          </Fragment>
        ))}
      </div>
    </section>
  );
}
