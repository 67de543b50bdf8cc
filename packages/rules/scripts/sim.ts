/**
 * Plays random legal games and prints a summary.
 * Usage: npm run sim -- [--game urban-sprawl|urbania] --players 4 --games 200 --seed 1 [--variant standard]
 */
import { playRandomGame, urbanSprawl } from '../src';
import { invariantProblems } from '../src/urban-sprawl/invariants';
import { readArgs } from './args';
import { CARDS } from '../src/urban-sprawl/catalog';
import { simUrbania } from './sim-urbania';
import { Progress } from '../../../scripts/progress';

const args = readArgs({ game: 'urban-sprawl', players: 4, games: 200, seed: 1, variant: 'standard' });
if (args.game === 'urbania') simUrbania(args);
else if (args.game === 'urban-sprawl') simUrbanSprawl();
else {
  console.error(`Unknown --game ${args.game}. Known: urban-sprawl, urbania`);
  process.exitCode = 2;
}

function simUrbanSprawl(): void {
  let actions = 0;
  let errors = 0;
  let turns = 0;
  const totals = new Array(args.players).fill(0);
  const winners = new Array(args.players).fill(0);
  const fired = new Map<string, number>();
  const asked = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const started = Date.now();
  const progress = new Progress('games', args.games);
  for (let g = 0; g < args.games; g++) {
    progress.tick(g, `${errors} errors`);
    const seed = `${args.seed}-${g}`;
    try {
      const report = playRandomGame(urbanSprawl, {
        seed,
        seats: args.players,
        options: { variant: args.variant },
        onStep: (state, _seat, _action, { before, log }) => {
          const problems = invariantProblems(state);
          if (problems.length > 0) throw new Error(problems.join('; '));
          if (before.pending) bump(asked, before.pending.kind);
          for (const line of log) if (line.card) bump(fired, line.card);
        },
      });
      actions += report.actions;
      turns += report.final.turn.number;
      const outcome = urbanSprawl.outcome(report.final);
      if (!outcome) throw new Error('the game has no outcome');
      for (const st of outcome.standings) totals[st.seat] += st.score;
      for (const w of outcome.winners) winners[w]++;
    } catch (e) {
      errors++;
      console.error(`game ${seed}: ${(e as Error).message}`);
    }
  }
  const played = args.games - errors;
  progress.done();
  console.log(`games:            ${args.games} (${args.players} players, ${args.variant} variant, seed ${args.seed})`);
  console.log(
    `actions:          ${actions} (${played ? Math.round(actions / played) : 0} per game, ${played ? Math.round(turns / played) : 0} turns per game)`,
  );
  console.log(
    `mean final score: ${totals.map((t, seat) => `seat ${seat + 1}: ${played ? (t / played).toFixed(1) : '-'}`).join(', ')}`,
  );
  console.log(`wins by seat:     ${winners.join(', ')}`);
  const withText = Object.values(CARDS.byId).filter(
    (c) => (c.kind === 'event' || c.kind === 'contract') && c.effects.length > 0,
  );
  console.log(
    `card texts fired: ${withText.filter((c) => fired.has(c.id)).length} of ${withText.length} cards with text`,
  );
  for (const c of withText.sort((a, b) => (fired.get(b.id) ?? 0) - (fired.get(a.id) ?? 0))) {
    console.log(
      `  ${String(fired.get(c.id) ?? 0).padStart(6)}  ${c.id} ${c.kind === 'event' || c.kind === 'contract' ? c.name : ''}`,
    );
  }
  console.log('prompts asked:');
  for (const [kind, n] of [...asked].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(6)}  ${kind}`);
  console.log(`errors:           ${errors}`);
  console.log(`time:             ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = errors === 0 ? 0 : 1;
}
