import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import { loadReference } from '../../games/registry';

type Loaded = { reference: (() => JSX.Element) | null } | null;

/**
 * /rules/<gameId>: a game's reference (how to play and its whole card
 * catalogue), drawn by the game's wing and downloaded when this page opens.
 * The page itself knows no game.
 */
export function RulesPage({ gameId }: { gameId: string }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    loadReference(gameId).then(
      (reference) => live && setLoaded({ reference }),
      (e: unknown) => console.error('rules page failed to load', e),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  if (!loaded)
    return (
      <div class="page">
        <p class="muted">{t('ui.common.loading')}</p>
      </div>
    );
  const Reference = loaded.reference;
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
