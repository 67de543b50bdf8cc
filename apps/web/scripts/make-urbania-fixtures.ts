/**
 * Urbania tables taken from seeded random games played by the rules engine:
 * for each moment worth looking at (a turn with renewals open, a payment, a
 * draw, a card icon, the end phase, the final scores) it stores the view,
 * legal moves and prompts a seat, or a spectator, would receive. The browser
 * test calls `makeUrbaniaFixtures()`; run directly (tsx) it writes
 * src/games/urbania/fixtures.json for `/dev/urbania/<name>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  nextInt,
  randomMove,
  seedRng,
  urbania,
  type LogLine,
  type UrAction,
  type UrState,
  type Viewer,
} from '@sprawl/rules';
import type { UrbaniaFixture, UrbaniaFixtures } from '../src/games/urbania/fixture';

const NAMES = ['Ada', 'Grace', 'Linus', 'Barbara', 'Edsger'];

function fixture(state: UrState, seat: number | null, log: LogLine[]): UrbaniaFixture {
  const viewer: Viewer = seat === null ? { kind: 'spectator' } : { kind: 'seat', seat };
  return {
    view: urbania.view(state, viewer),
    seat,
    legal: seat === null ? [] : urbania.legalActions(state, seat),
    prompts: seat === null ? [] : urbania.prompts(state).filter((p) => p.seat === seat),
    canUndo: false,
    names: NAMES.slice(0, state.players.length),
    log: log.slice(-60),
  };
}

function apply(state: UrState, seat: number, action: UrAction, log: LogLine[]): UrState {
  const r = urbania.apply(state, seat, action);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  log.push(...r.log);
  return r.state;
}

/** Plays one seeded game to the end, letting `look` store fixtures on the way. */
function play(seed: string, seats: number, look: (s: UrState, log: LogLine[]) => void): void {
  const rng = seedRng(`urbania-fixture:${seed}`);
  let state = urbania.setup({ seed, seats, options: {} });
  const log: LogLine[] = [];
  for (let step = 0; step < 20000 && state.phase !== 'over'; step++) {
    look(state, log);
    const to = urbania.seatsToAct(state);
    const seat = to[nextInt(rng, to.length)];
    state = apply(state, seat, randomMove(rng, urbania.legalActions(state, seat)), log);
  }
  look(state, log);
}

/**
 * For each spectator fixture, the ids of every card hidden from a spectator
 * at that moment (hands, project hands, unrevealed submissions), so a test can
 * check none of them reached the page.
 */
export type HiddenCards = Record<string, string[]>;

function hiddenIn(s: UrState): string[] {
  return s.players.flatMap((p) => [...p.hand, ...p.projects, ...(s.phase === 'over' ? [] : p.submitted)]);
}

export function makeUrbaniaFixtures(hidden: HiddenCards = {}): UrbaniaFixtures {
  const out: UrbaniaFixtures = {};
  const once = (name: string, make: () => UrbaniaFixture) => {
    if (!out[name]) out[name] = make();
  };
  play('table-a', 4, (s, log) => {
    const seat = s.turn.active;
    if (s.phase === 'over') {
      out.final = fixture(s, 0, log);
      out['final-spectator'] = fixture(s, null, log);
      hidden['final-spectator'] = hiddenIn(s);
      return;
    }
    const legal = urbania.legalActions(s, seat);
    const renew = legal.find((a) => a.type === 'renew');
    const hire = legal.find((a) => a.type === 'hire');
    // A fresh turn after a few rounds, with a renewal open: the main table.
    if (!s.pending && s.turn.actionsLeft === 2 && s.turn.round >= 3 && renew) {
      once('turn', () => fixture(s, seat, log));
      // Another seat's view of the same moment: its own hand, nothing to click.
      once('waiting', () => fixture(s, (seat + 1) % s.players.length, log));
      once('spectator', () => {
        hidden.spectator = hiddenIn(s);
        return fixture(s, null, log);
      });
      once('pay-renew', () => {
        const copy = [...log];
        // Starting a renewal reveals nothing, so the server would let it be taken back.
        return { ...fixture(apply(s, seat, renew, copy), seat, copy), canUndo: true };
      });
    }
    if (!s.pending && s.turn.round >= 3 && hire && s.players[seat].front.length > 0) {
      once('pay-hire', () => {
        const copy = [...log];
        return fixture(apply(s, seat, hire, copy), seat, copy);
      });
    }
    if (s.pending?.kind === 'draw' && s.turn.round >= 2) once('draw', () => fixture(s, seat, log));
    if (s.pending?.kind === 'bonus') once('bonus', () => fixture(s, seat, log));
    if (s.endRound !== null && !s.pending) once('end-phase', () => fixture(s, seat, log));
  });
  return out;
}

if (require.main === module) {
  const all = makeUrbaniaFixtures();
  const file = path.join(__dirname, '..', 'src', 'games', 'urbania', 'fixtures.json');
  fs.writeFileSync(file, JSON.stringify(all));
  console.log(
    `wrote ${Object.keys(all).length} Urbania fixtures to ${path.relative(process.cwd(), file)}: ${Object.keys(all).join(', ')}`,
  );
}
