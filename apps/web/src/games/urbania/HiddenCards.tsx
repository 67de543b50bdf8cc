import type { UrView } from './content';
import { SeatMark } from './SeatMark';
import { ProjectCard } from './ProjectCard';
import { ResourceCard } from './ResourceCard';
import { t } from './t';

/** The next few cards of a pile kept top card last, in the order they will be drawn. */
const topFirst = (pile: string[], count = 5) => pile.slice(-count).reverse();

/**
 * Every card that lay face down at this step: each player's hand, projects
 * and submitted projects, and the piles in order. Only an omniscient view
 * (a finished match, face-down cards shown) carries them; otherwise nothing
 * is drawn.
 */
export function HiddenCards({ view, names }: { view: UrView; names: string[] }) {
  const shown = view.players.some((p) => p.hand !== undefined && p.projects !== undefined);
  if (!shown) return null;
  return (
    <section class="ur-panel ur-hidden" aria-label={t('ui.ur.hidden')} data-testid="hidden-cards">
      <h3>{t('ui.ur.hidden')}</h3>
      {view.players.map((p) => (
        <div key={p.seat} class="ur-hidden-seat" data-testid={`hidden-${p.seat}`}>
          <div class="ur-player-head">
            <SeatMark seat={p.seat} />
            <strong>{names[p.seat] ?? t('ui.common.player', { n: p.seat + 1 })}</strong>
          </div>
          <div class="ur-row">
            {(p.hand ?? []).map((id) => (
              <ResourceCard key={id} id={id} />
            ))}
            {(p.hand ?? []).length === 0 && <span class="muted small">{t('ui.ur.noResources')}</span>}
          </div>
          {(p.projects ?? []).length > 0 && (
            <div class="ur-row">
              {(p.projects ?? []).map((id) => (
                <ProjectCard key={id} id={id} />
              ))}
            </div>
          )}
          {(p.submitted ?? []).length > 0 && (
            <div class="ur-row">
              <span class="small muted">{t('ui.ur.submitted')}</span>
              {(p.submitted ?? []).map((id) => (
                <ProjectCard key={id} id={id} />
              ))}
            </div>
          )}
        </div>
      ))}
      {view.piles && (
        <div data-testid="piles-order">
          <p class="small muted">{t('ui.ur.nextResources', { n: view.piles.resources.length })}</p>
          <div class="ur-row">
            {topFirst(view.piles.resources).map((id) => (
              <ResourceCard key={id} id={id} />
            ))}
          </div>
          <p class="small muted">{t('ui.ur.nextProjects', { n: view.piles.projects.length })}</p>
          <div class="ur-row">
            {topFirst(view.piles.projects).map((id) => (
              <ProjectCard key={id} id={id} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
