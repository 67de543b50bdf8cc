import { content, type UrAction, type UrView } from './content';
import { simpleOf, takeOf } from './legal';
import { ResourceCard } from './ResourceCard';
import { t } from './t';

interface Props {
  view: UrView;
  legal: UrAction[];
  busy: boolean;
  send: (a: UrAction) => void;
}

/** Worker icons on show in the pool; the rulebook lets a pool of 3 or fewer be redealt. */
const poolWorkers = (pool: string[]) =>
  pool.reduce((n, id) => n + (content.resource[id]?.workers ?? 0) + (content.resource[id]?.rainbowWorkers ?? 0), 0);

/** The resource pool face up, the two face-down piles and the discards, with a draw button wherever drawing is legal. */
export function Supply({ view, legal, busy, send }: Props) {
  const fromResources = takeOf(legal, 'resources');
  const fromProjects = takeOf(legal, 'projects');
  const refresh = simpleOf(legal, 'refreshPool');
  return (
    <section class="ur-panel ur-supply" aria-label={t('ui.ur.supply')} data-testid="supply">
      <h3>
        {t('ui.ur.pool')} <span class="muted small">{t('ui.ur.workersShowing', { n: poolWorkers(view.pool) })}</span>
      </h3>
      <div class="ur-row">
        {view.pool.map((id, i) => {
          const move = takeOf(legal, 'pool', id);
          return (
            <ResourceCard
              key={id}
              id={id}
              action={move ? `draw-pool-${i}` : undefined}
              onClick={move && !busy ? () => send(move) : undefined}
            />
          );
        })}
        {view.pool.length === 0 && <span class="muted small">{t('ui.ur.empty')}</span>}
      </div>
      <div class="ur-row ur-piles">
        <span class="ur-pile" data-testid="resource-pile">
          {t('ui.ur.resourcePile')} <strong>{view.resourcePileCount}</strong>
        </span>
        {fromResources && (
          <button
            type="button"
            class="btn small"
            data-action="draw-resources"
            disabled={busy}
            onClick={() => send(fromResources)}
          >
            {t('ui.ur.drawBlind')}
          </button>
        )}
        <span class="ur-pile" data-testid="discard-pile">
          {t('ui.ur.discards')} <strong>{view.discard.length}</strong>
        </span>
        <span class="ur-pile" data-testid="project-pile">
          {t('ui.ur.projectPile')} <strong>{view.projectPileCount}</strong>
        </span>
        {fromProjects && (
          <button
            type="button"
            class="btn small"
            data-action="draw-projects"
            disabled={busy}
            onClick={() => send(fromProjects)}
          >
            {t('ui.ur.drawProject')}
          </button>
        )}
        {refresh && (
          <button
            type="button"
            class="btn small"
            data-action="refresh-pool"
            disabled={busy}
            onClick={() => send(refresh)}
          >
            {t('ui.ur.redeal')}
          </button>
        )}
      </div>
    </section>
  );
}
