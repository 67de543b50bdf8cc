import { t } from '../i18n/i18n';
import { wingFor } from '../games/registry';

/**
 * /rules/<gameId>: a game's reference (how to play and its whole card
 * catalogue), drawn by the game's wing. The page itself knows no game.
 */
export function RulesPage({ gameId }: { gameId: string }) {
  const { Reference } = wingFor(gameId);
  if (!Reference) {
    return (
      <div class="page">
        <div class="card-form">
          <h2>{t('ui.rules.none')}</h2>
          <p>{t('ui.rules.noneText')}</p>
        </div>
      </div>
    );
  }
  return (
    <div class="rules-page">
      <Reference />
    </div>
  );
}
