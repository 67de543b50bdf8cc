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
        <div class="card-form"><h2>No rules reference</h2><p>This game has no rules reference page yet.</p></div>
      </div>
    );
  }
  return <div class="rules-page"><Reference /></div>;
}
