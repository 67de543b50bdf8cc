/**
 * Plays random legal games and prints a summary.
 * Usage: npm run sim -- --players 4 --games 200 --seed 1 [--variant standard]
 */
import { playRandomGame, urbanSprawl } from '../src';
import { invariantProblems } from '../src/urban-sprawl/invariants';
import { readArgs } from './args';

const args = readArgs({ players: 4, games: 200, seed: 1, variant: 'standard' });
let actions = 0;
let errors = 0;
let turns = 0;
const totals = new Array(args.players).fill(0);
const winners = new Array(args.players).fill(0);
const started = Date.now();
for (let g = 0; g < args.games; g++) {
  const seed = `${args.seed}-${g}`;
  try {
    const report = playRandomGame(urbanSprawl, {
      seed,
      seats: args.players,
      options: { variant: args.variant },
      onStep: (state) => {
        const problems = invariantProblems(state);
        if (problems.length > 0) throw new Error(problems.join('; '));
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
console.log(`games:            ${args.games} (${args.players} players, ${args.variant} variant, seed ${args.seed})`);
console.log(`actions:          ${actions} (${played ? Math.round(actions / played) : 0} per game, ${played ? Math.round(turns / played) : 0} turns per game)`);
console.log(`mean final score: ${totals.map((t, seat) => `seat ${seat + 1}: ${played ? (t / played).toFixed(1) : '-'}`).join(', ')}`);
console.log(`wins by seat:     ${winners.join(', ')}`);
console.log(`errors:           ${errors}`);
console.log(`time:             ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = errors === 0 ? 0 : 1;
