import { useEffect, useState } from 'preact/hooks';
import type { UrAction } from '@sprawl/rules/urbania/table';
import { UrbaniaTable } from '../games/urbania';
import type { UrbaniaFixture, UrbaniaFixtures } from './urbania-fixture';

/** What the browser test reads and writes on the page's window. */
interface FixtureWindow {
  /** Fixtures handed in by a test before the page loads (instead of the generated file). */
  __urbaniaFixtures?: UrbaniaFixtures;
  /** Every move the table sent, in order, for the test to compare with the legal list. */
  __urbaniaSent?: UrAction[];
  /** How many times Undo was pressed. */
  __urbaniaUndos?: number;
}

const win = window as unknown as FixtureWindow;

async function loadFixtures(): Promise<UrbaniaFixtures> {
  if (win.__urbaniaFixtures) return win.__urbaniaFixtures;
  // Written by `tsx scripts/make-urbania-fixtures.ts`; the build does not need the file.
  const files = import.meta.glob('./urbania-fixtures.json', { import: 'default' });
  const load = files['./urbania-fixtures.json'];
  return load ? ((await load()) as UrbaniaFixtures) : {};
}

/**
 * Development only: /dev/urbania/<name> shows a stored Urbania table without a
 * server. Moves are recorded on window.__urbaniaSent, not played.
 */
export function UrbaniaFixturePage({ name }: { name: string }) {
  const [all, setAll] = useState<UrbaniaFixtures | null>(null);
  useEffect(() => {
    void loadFixtures().then(setAll);
  }, []);
  if (!all) return <p>Loading…</p>;
  const f: UrbaniaFixture | undefined = all[name];
  if (!f) {
    return (
      <div class="page">
        <p>
          Urbania fixtures:{' '}
          {Object.keys(all).map((n) => (
            <a key={n} href={`/dev/urbania/${n}`}>
              {' '}
              {n}{' '}
            </a>
          ))}
        </p>
      </div>
    );
  }
  const send = (action: UrAction) => {
    (win.__urbaniaSent ??= []).push(action);
    console.log('urbania fixture send', JSON.stringify(action));
  };
  const undo = () => {
    win.__urbaniaUndos = (win.__urbaniaUndos ?? 0) + 1;
  };
  return (
    <UrbaniaTable
      view={f.view}
      seat={f.seat}
      legal={f.legal}
      prompts={f.prompts}
      canUndo={f.canUndo}
      names={f.names}
      log={f.log}
      busy={false}
      send={send}
      undo={undo}
    />
  );
}
