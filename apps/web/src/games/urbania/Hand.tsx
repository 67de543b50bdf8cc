import type { UrAction, UrPlayerView } from './content';
import { submitOf } from './legal';
import { ProjectCard } from './ProjectCard';
import { ResourceCard } from './ResourceCard';
import { t } from './t';

interface Props {
  me: UrPlayerView;
  legal: UrAction[];
  busy: boolean;
  /** Submitting costs 1 VP per full 10 VP held (shown so the price is no surprise). */
  submitCost: number;
  send: (a: UrAction) => void;
}

/**
 * My private cards: resource cards, project cards (each with a Submit button
 * when submitting it is legal) and the projects I have already submitted,
 * which only I can see until the end.
 */
export function Hand({ me, legal, busy, submitCost, send }: Props) {
  return (
    <section class="ur-panel ur-hand" aria-label={t('ui.ur.yourHand')} data-testid="hand">
      <h3>{t('ui.ur.yourHand')}</h3>
      <div class="ur-row">
        {(me.hand ?? []).map((id) => (
          <ResourceCard key={id} id={id} />
        ))}
        {(me.hand ?? []).length === 0 && <span class="muted small">{t('ui.ur.noResources')}</span>}
      </div>
      {(me.projects ?? []).length > 0 && (
        <>
          <h3>{t('ui.ur.projectsInHand')}</h3>
          <div class="ur-row">
            {(me.projects ?? []).map((id) => {
              const move = submitOf(legal, id);
              return (
                <ProjectCard key={id} id={id}>
                  {move && (
                    <button
                      type="button"
                      class="btn small primary"
                      data-action={`submit-${id}`}
                      disabled={busy}
                      onClick={() => send(move)}
                    >
                      {t('ui.ur.submit', { n: submitCost })}
                    </button>
                  )}
                </ProjectCard>
              );
            })}
          </div>
        </>
      )}
      {(me.submitted ?? []).length > 0 && (
        <>
          <h3>{t('ui.ur.yourSubmitted')}</h3>
          <p class="small muted">{t('ui.ur.faceDownUntilEnd')}</p>
          <div class="ur-row">
            {(me.submitted ?? []).map((id) => (
              <ProjectCard key={id} id={id} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
