import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/i18n';
import { entryFor, loadWing } from '../games/registry';
import type { WingFixtures } from '../lib/fixture';
import { FixtureSource } from './fixture-source';
import { useSnapshot } from '../lib/use-source';
import { PLAYER_COLORS, SeatColours } from '../lib/seat-colours';
import type { GameWing } from '../lib/wing';

interface Loaded {
  wing: GameWing;
  names: string[];
  source: FixtureSource | null;
}

async function load(gameId: string, name: string): Promise<Loaded> {
  const wing = await loadWing(gameId);
  const fixtures: WingFixtures | undefined = await wing.fixtures?.();
  if (!fixtures) return { wing, names: [], source: null };
  const all = window.__fixtures ?? (await fixtures.stored());
  const stored = Object.prototype.hasOwnProperty.call(all, name) ? all[name] : undefined;
  return {
    wing,
    names: Object.keys(all),
    source: stored === undefined ? null : new FixtureSource(gameId, fixtures.table(stored)),
  };
}

/**
 * Development only: /dev/<gameId>/<name> draws one of the game's stored
 * tables with the wing's own table, as a room would, without a server; with
 * no name, or an unknown one, it lists them. Moves are recorded on
 * window.__table.sent, not played. A production server does not serve /dev.
 */
export function FixturePage({ gameId, name }: { gameId: string; name: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    void load(gameId, name).then(setLoaded);
  }, [gameId, name]);
  const snap = useSnapshot(loaded?.source ?? null);
  if (!loaded) return <p>{t('ui.common.loading')}</p>;
  if (!loaded.source || !snap)
    return (
      <div class="page">
        <p>
          {t('ui.dev.fixturesOf', { game: gameId })}{' '}
          {loaded.names.map((n) => (
            <a key={n} href={`/dev/${gameId}/${n}`}>
              {' '}
              {n}{' '}
            </a>
          ))}
        </p>
      </div>
    );
  const { Table } = loaded.wing;
  const { seatColours } = entryFor(gameId);
  const names = snap.room?.seats.map((s) => s.name ?? '') ?? [];
  return (
    <SeatColours.Provider value={seatColours ?? PLAYER_COLORS}>
      <Table
        source={loaded.source}
        snap={snap}
        names={names}
        log={[...snap.log]}
        title={t('ui.dev.fixture', { name })}
      />
    </SeatColours.Provider>
  );
}
