/**
 * Random Urbania games with the invariant checks after every move, plus a
 * hidden-information check: no seat's view holds another seat's hand cards,
 * submitted projects (before the end) or any face-down pile card.
 */
import { playRandomGame, urbania } from '../src';
import { invariantProblems } from '../src/urbania/invariants';
import { leakProblems } from '../src/urbania/leaks';
import { scoringEvents } from '../src/urbania/score-check';
import { OUTER_DISTRICTS, undevelopedIn } from '../src/urbania/board';
import { END_UNDEVELOPED } from '../src/urbania/end-conditions';
import { Progress } from '../../../scripts/progress';

export function simUrbania(args: { players: number; games: number; seed: number }): void {
  let actions = 0,
    errors = 0,
    rounds = 0,
    ended = 0,
    byDistrict = 0;
  let submitted = 0,
    hires = 0,
    renewals = 0;
  const totals = new Array(args.players).fill(0);
  const projects = new Array(args.players).fill(0);
  const winners = new Array(args.players).fill(0);
  const started = Date.now();
  const progress = new Progress('games', args.games);
  for (let g = 0; g < args.games; g++) {
    progress.tick(g, `${errors} errors`);
    const seed = `${args.seed}-${g}`;
    const expected = new Array(args.players).fill(0);
    try {
      const report = playRandomGame(urbania, {
        seed,
        seats: args.players,
        options: {},
        onStep: (state, _seat, action, { before }) => {
          if (
            before.endRound === null &&
            state.endRound !== null &&
            OUTER_DISTRICTS.some((d) => undevelopedIn(state, d) <= END_UNDEVELOPED)
          )
            byDistrict++;
          if (action.type === 'submit') submitted++;
          if (state.pending === null && before.pending?.kind === 'hire') hires++;
          if (state.pending === null && before.pending?.kind === 'renew') renewals++;
          if (before.pending === null && state.pending?.kind !== 'renew' && action.type === 'renew') renewals++;
          if (before.pending === null && state.pending?.kind !== 'hire' && action.type === 'hire') hires++;
          const problems = invariantProblems(state);
          problems.push(...leakProblems(state));
          scoringEvents(before, state, action).forEach((d, seat) => (expected[seat] += d));
          state.players.forEach((p, seat) => {
            if (p.score !== expected[seat])
              problems.push(`seat ${seat} has ${p.score} VP but its scoring events add up to ${expected[seat]}`);
          });
          if (problems.length > 0) throw new Error(problems.join('; '));
        },
      });
      actions += report.actions;
      rounds += report.final.turn.round;
      const outcome = urbania.outcome(report.final);
      if (!outcome) throw new Error('the game has no outcome');
      if (report.final.endRound !== null) ended++;
      for (const st of outcome.standings) {
        totals[st.seat] += st.score;
        projects[st.seat] += st.tiebreak;
      }
      for (const w of outcome.winners) winners[w]++;
    } catch (e) {
      errors++;
      console.error(`game ${seed}: ${(e as Error).message}`);
    }
  }
  const played = args.games - errors;
  const mean = (t: number) => (played ? (t / played).toFixed(1) : '-');
  progress.done();
  console.log(`games:            ${args.games} (urbania, ${args.players} players, seed ${args.seed})`);
  console.log(
    `actions:          ${actions} (${played ? Math.round(actions / played) : 0} per game, ${mean(rounds)} rounds per game)`,
  );
  console.log(
    `ended by rule:    ${ended} of ${played} (${byDistrict} by a district, ${ended - byDistrict} by three specialists at 5+)`,
  );
  console.log(
    `per game:         ${mean(renewals)} renewals, ${mean(hires)} hires, ${mean(submitted)} projects submitted`,
  );
  console.log(`mean final score: ${totals.map((t, seat) => `seat ${seat + 1}: ${mean(t)}`).join(', ')}`);
  console.log(`mean projects:    ${projects.map((t, seat) => `seat ${seat + 1}: ${mean(t)}`).join(', ')}`);
  console.log(`wins by seat:     ${winners.join(', ')}`);
  console.log(`errors:           ${errors}`);
  console.log(`time:             ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = errors === 0 ? 0 : 1;
}
