/**
 * `npm run bench:moves`: the server's own work per accepted move, in one
 * process, without sockets or a database. Many matches are played at once
 * with their moves interleaved, as on a busy server (so that the caches are
 * as cold as there), and each move goes through what MatchService.accept
 * and the hub do between reading a frame and writing to sockets: reading and
 * checking the frame, the rules, the state hash, the commit statement's
 * parameters, and every seat's frame. It prints microseconds per move for
 * each part, so that a change to one of them can be measured in seconds
 * instead of the minutes `bench:server` takes. It leaves out what only the
 * server benchmark sees: sockets, the database client, the event loop.
 *
 * Options (environment): BENCH_GAME=urban-sprawl  BENCH_MATCHES=500  BENCH_MOVES=30000
 */
import { findGame, randomMove, seedRng, type AnyGame, type RngState } from '@sprawl/rules';
import { commitRows } from '../src/matches/commit';
import { ChangeFrames, fullState, type Shown } from '../src/matches/presenter';
import { newRuntime, type Runtime } from '../src/matches/runtime';
import { planStep, takeStep } from '../src/matches/step';
import { parseFrame } from '../src/ws/frames';

function wholeNumber(name: string, fallback: number): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1`);
    process.exit(2);
  }
  return n;
}

const GAME: AnyGame =
  findGame(process.env.BENCH_GAME ?? 'urban-sprawl') ?? (console.error('BENCH_GAME names no game'), process.exit(2));
const MATCHES = wholeNumber('BENCH_MATCHES', 500);
const MOVES = wholeNumber('BENCH_MOVES', 30_000);
const SEATS = GAME.maxSeats;

const PARTS = ['frame', 'rules', 'hash', 'commit', 'frames'] as const;
type Part = (typeof PARTS)[number];
const spent: Record<Part, bigint> = { frame: 0n, rules: 0n, hash: 0n, commit: 0n, frames: 0n };

interface Table {
  rt: Runtime;
  shown: Shown[];
  clientSeq: number;
  rng: RngState;
}

/** A new match moved on a random number of steps, so that the tables are at every stage of a game. */
function newTable(i: number, steps: number): Table {
  const rt = newRuntime(
    `m${i}`,
    `r${i}`,
    GAME,
    GAME.setup({ seed: `bench-moves-${i}-${steps}`, seats: SEATS, options: {} }),
    0,
  );
  const rng = seedRng(`bench-moves-bots-${i}`);
  for (let k = 0; k < steps && rt.game.outcome(rt.state) === null; k++) {
    const seat = rt.game.seatsToAct(rt.state)[0];
    const plan = planStep(
      rt,
      seat,
      'move',
      randomMove(rng, rt.game.legalActions(rt.state, seat, rt.memo) as { type: string }[]),
    );
    if (!plan.ok) throw new Error(plan.message);
    takeStep(rt, plan);
  }
  return { rt, rng, clientSeq: 0, shown: Array.from({ length: SEATS }, (_, s) => fullState(rt, s).shown) };
}

/** One move of one table as the server handles it; returns the bytes of the frames made for it. */
function oneMove(t: Table): number {
  const { rt } = t;
  const seat = rt.game.seatsToAct(rt.state)[0];
  // The client's choice from the legal list it was sent: its work, not the server's, so it is not timed.
  const action = randomMove(t.rng, rt.game.legalActions(rt.state, seat, rt.memo) as { type: string }[]);
  const data = Buffer.from(JSON.stringify({ type: 'action', clientSeq: t.clientSeq++, version: rt.version, action }));
  const t0 = process.hrtime.bigint();
  const frame = parseFrame(data, false);
  if (!frame.ok || frame.msg.type !== 'action') throw new Error('the benchmark sent a frame the server refuses');
  const t1 = process.hrtime.bigint();
  const plan = planStep(rt, seat, 'move', frame.msg.action);
  if (!plan.ok) throw new Error(plan.message);
  const result = rt.game.outcome(plan.next);
  const t2 = process.hrtime.bigint();
  const stateHash = rt.hasher.hash(plan.next);
  const t3 = process.hrtime.bigint();
  const statement = commitRows(
    [
      {
        matchId: rt.id,
        fromVersion: rt.version,
        seat,
        kind: 'move',
        payload: frame.msg.action,
        clientSeq: frame.msg.clientSeq,
        log: plan.log,
        stateHash,
        result,
        snapshot: null,
        deciding: rt.game.seatsToAct(plan.next),
        moveMs: null,
        byBot: false,
      },
    ],
    null,
  );
  const t4 = process.hrtime.bigint();
  takeStep(rt, plan);
  const frames = new ChangeFrames({
    matchId: rt.id,
    roomId: rt.roomId,
    version: rt.version,
    log: plan.log,
    runtime: rt,
  });
  let bytes = 0;
  for (let s = 0; s < SEATS; s++) {
    const out = frames.frameFor(s, t.shown[s], s === seat ? frame.msg.clientSeq : undefined);
    t.shown[s] = out.shown;
    bytes += out.frame.length;
  }
  const t5 = process.hrtime.bigint();
  spent.frame += t1 - t0;
  spent.rules += t2 - t1;
  spent.hash += t3 - t2;
  spent.commit += t4 - t3;
  spent.frames += t5 - t4;
  return bytes + statement.values.reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 0), 0);
}

const tables = Array.from({ length: MATCHES }, (_, i) => newTable(i, Math.floor(Math.random() * 400)));

function play(moves: number): number {
  let bytes = 0;
  for (let m = 0; m < moves; m++) {
    const i = m % tables.length;
    if (tables[i].rt.game.outcome(tables[i].rt.state) !== null) tables[i] = newTable(i, 0);
    bytes += oneMove(tables[i]);
  }
  return bytes;
}

play(Math.min(5_000, MOVES)); // warm-up: the optimising compiler's work is not the server's steady state
for (const p of PARTS) spent[p] = 0n;
const bytes = play(MOVES);
const perMove = (ns: bigint) => (Number(ns) / 1000 / MOVES).toFixed(1);
const total = PARTS.reduce((sum, p) => sum + spent[p], 0n);
console.log(`${GAME.title}, ${SEATS} seats, ${MATCHES} matches, ${MOVES} moves interleaved`);
console.log(
  `µs per move: ${perMove(total)} (reading the frame ${perMove(spent.frame)}, rules ${perMove(spent.rules)}, state hash ${perMove(spent.hash)}, commit parameters ${perMove(spent.commit)}, every seat's frame ${perMove(spent.frames)})`,
);
console.log(`characters of frames and commit parameters per move: ${(bytes / MOVES).toFixed(0)}`);
