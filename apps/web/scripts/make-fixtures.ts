/**
 * Writes development fixtures (src/games/urban-sprawl/fixtures.json): real views, legal moves,
 * prompts and log lines taken from the rules engine at interesting moments of
 * seeded random games. The browser never runs the engine; `/dev/urban-sprawl/<name>`
 * renders these snapshots so the table can be developed without a server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nextInt, randomMove, seedRng, urbanSprawl, type LogLine, type UsAction, type UsState } from '@sprawl/rules';

interface Fixture {
  view: unknown;
  legal: UsAction[];
  prompts: unknown[];
  log: LogLine[];
  seat: number;
}

const game = urbanSprawl;

function snapshot(state: UsState, seat: number, log: LogLine[]): Fixture {
  return {
    view: game.view(state, { kind: 'seat', seat }),
    legal: game.legalActions(state, seat),
    prompts: game.prompts(state).filter((p) => p.seat === seat),
    log: log.slice(-60),
    seat,
  };
}

function play(
  out: Record<string, Fixture>,
  seed: string,
  seats: number,
  want: (s: UsState, step: number) => string | null,
  names: Set<string>,
): void {
  const rng = seedRng(`fixture:${seed}`);
  let state = game.setup({ seed, seats, options: { variant: 'standard' } });
  const log: LogLine[] = [];
  for (let step = 0; step < 20000; step++) {
    const name = want(state, step);
    if (name && !names.has(name)) {
      names.add(name);
      out[name] = snapshot(state, game.seatsToAct(state)[0] ?? 0, log);
    }
    if (game.outcome(state) !== null) {
      out[`final-${seats}p`] = snapshot(state, 0, log);
      return;
    }
    const to = game.seatsToAct(state);
    const seat = to[nextInt(rng, to.length)];
    const action = randomMove(rng, game.legalActions(state, seat));
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.message);
    log.push(...r.log);
    state = r.state;
  }
}

/** Every fixture, by name; the browser tests hand these to the page, `npm run fixtures` writes them to a file. */
export function makeFixtures(): Record<string, Fixture> {
  const out: Record<string, Fixture> = {};
  const seen = new Set<string>();
  play(
    out,
    'fixture-a',
    2,
    (s, step) => {
      if (step === 0) return 'setup';
      if (s.pending) return `prompt-${s.pending.kind}`;
      if (s.phase === 'play' && s.turn.ap === 6 && s.turn.number === 3) return 'early';
      if (s.phase === 'play' && s.contracts.open.city && s.turn.ap >= 4) {
        const built = s.board.buildings.filter((b) => b && !b.starting).length;
        if (built >= 12) return 'mid';
      }
      if (s.phase === 'play' && s.contracts.open.metropolis && !s.pending) return 'late';
      return null;
    },
    seen,
  );
  play(
    out,
    'fixture-b',
    4,
    (s) => {
      if (s.pending) return `prompt-${s.pending.kind}`;
      if (s.phase === 'play' && s.contracts.open.metropolis && !s.pending && s.turn.ap === 6) return 'late-4p';
      return null;
    },
    seen,
  );
  play(out, 'fixture-c', 3, (s) => (s.pending ? `prompt-${s.pending.kind}` : null), seen);

  return out;
}

if (require.main === module) {
  const out = makeFixtures();
  const file = path.join(__dirname, '..', 'src', 'games', 'urban-sprawl', 'fixtures.json');
  fs.writeFileSync(file, JSON.stringify(out));
  console.log(
    `wrote ${Object.keys(out).length} fixtures to ${path.relative(process.cwd(), file)}: ${Object.keys(out).join(', ')}`,
  );
}
