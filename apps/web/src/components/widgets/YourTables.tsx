import { useGames } from '../../lib/use-games';
import { useNow } from '../../lib/use-now';
import { useYourTables } from '../../lib/use-your-tables';
import { YourTableRow } from './YourTableRow';
import { t } from '../../i18n/i18n';
import { gameTitle } from '../../i18n/options';

/**
 * The start page's list of every table this browser sits at, in the
 * server's order (waiting for you first, the nearest deadline first), with
 * finished matches below. Nothing shows for a browser with no seat.
 */
export function YourTables() {
  const { tables, error } = useYourTables();
  const games = useGames();
  // Times left and "last move" are in minutes: a redraw every 30 s keeps them true.
  const now = useNow(tables !== null && tables.length > 0, 30_000);
  if (!tables || tables.length === 0)
    return error ? (
      <p class="form-error small" role="alert">
        {error}
      </p>
    ) : null;
  const title = (game: string) => gameTitle(game, games?.find((g) => g.id === game)?.title ?? game);
  const current = tables.filter((t) => t.status !== 'finished');
  const finished = tables.filter((t) => t.status === 'finished');
  return (
    <section class="card-form wide your-tables" aria-label={t('ui.tables.heading')}>
      <h2>{t('ui.tables.heading')}</h2>
      {current.length > 0 && (
        <ul class="your-table-list">
          {current.map((t) => (
            <YourTableRow key={`${t.roomId}:${t.seat}`} table={t} gameTitle={title(t.game)} now={now} />
          ))}
        </ul>
      )}
      {finished.length > 0 && (
        <>
          <h3>{t('ui.tables.finished')}</h3>
          <ul class="your-table-list finished">
            {finished.map((t) => (
              <YourTableRow key={`${t.roomId}:${t.seat}`} table={t} gameTitle={title(t.game)} now={now} />
            ))}
          </ul>
        </>
      )}
      {error && (
        <p class="form-error small" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
