import type { ComponentChildren } from 'preact';
import { t } from './t';
import { content } from './content';
import { projectRule, projectTitle } from './words';
import { ReadableCard } from '../../components/widgets/cards/ReadableCard';
import { urCardInfo } from './card-info';

/** A project card face up (its face opens it in full); `points` is added once the game is over and the card is scored. */
export function ProjectCard({ id, points, children }: { id: string; points?: number; children?: ComponentChildren }) {
  const p = content.project[id];
  if (!p) return <span class="ur-project">?</span>;
  return (
    <span class={`ur-project kind-${p.kind}`} data-card={id}>
      <ReadableCard info={() => urCardInfo(id)} class="ur-project-face">
        <strong>{projectTitle(p)}</strong>
        <span class="small">{projectRule(p)}</span>
      </ReadableCard>
      {points !== undefined && (
        <span class="ur-project-points" data-testid={`project-points-${id}`}>
          {t('ui.ur.vp', { n: points })}
        </span>
      )}
      {children}
    </span>
  );
}

/** The back of a project someone else submitted: only that it exists. */
export function ProjectBack() {
  return (
    <span class="ur-project-back" aria-label={t('ui.ur.projectBack')}>
      ?
    </span>
  );
}
