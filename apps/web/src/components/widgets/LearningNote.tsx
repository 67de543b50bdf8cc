import { t } from '../../i18n/i18n';

/** The lobby's sentence about a learning table (issue 53): hints on each player's turn, seen by everyone. */
export function LearningNote({ learning }: { learning: boolean }) {
  if (!learning) return null;
  return (
    <p class="muted small" data-testid="learning-note">
      {t('ui.learning.note')}
    </p>
  );
}
