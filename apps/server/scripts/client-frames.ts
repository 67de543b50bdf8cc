/**
 * The frames a client receives during whole matches, recorded for the SDK's
 * benchmark (bench-client.ts). Random players play each match to its end
 * through the server's own step and presenter code (matches/step.ts,
 * matches/presenter.ts), so the state and patch frames are the bytes the
 * server writes to each seat's and a spectator's socket: their views, log
 * lines, prompts, legal moves and acknowledgements. Around them come the
 * other messages of a connection's life, built as the server builds them:
 * the welcome, the room's chat on hello, the room status when a move hands
 * the turn on and when someone comes or goes (presence), a chat line now and
 * then, and the answers to pings.
 */
import { PROTOCOL_VERSION, type ChatLine, type RoomStatus, type ServerMessage } from '@sprawl/protocol';
import { randomMove, seedRng, type AnyGame } from '@sprawl/rules';
import { ChangeFrames, fullState, type Shown } from '../src/matches/presenter';
import { newRuntime } from '../src/matches/runtime';
import { planStep, takeStep } from '../src/matches/step';

/** Steps between a seat dropping and coming back (presence), a chat line, and a ping's answer. */
const PRESENCE_EVERY = 97;
const CHAT_EVERY = 41;
const PONG_EVERY = 25;

/** What one connection received during one match, in order. */
export interface Stream {
  game: string;
  viewer: string;
  frames: string[];
}

function roomStatus(game: AnyGame, seats: number, version: number, connected: boolean[]): RoomStatus {
  return {
    id: 'Xq3vL9aTb2',
    inviteCode: 'c8Kd2mPq0ZrT5wYh1nB7xe',
    game: game.id,
    options: {},
    seatCount: seats,
    status: 'playing',
    seats: connected.map((on, index) => ({
      index,
      name: `Player ${index + 1}`,
      taken: true,
      isBot: false,
      isHost: index === 0,
      connected: on,
      handOverIn: on ? null : 90,
      standIn: false,
      clock: null,
      clockRunning: false,
      rematch: false,
      dueAt: null,
      overdue: false,
      moreTimeLeft: null,
      lastSeenAt: on ? null : '2026-11-28T21:04:11.532Z',
    })),
    matchId: 'm-bench',
    version,
    continues: null,
    spectatorChat: true,
    learning: false,
    turnClockSeconds: null,
    spectators: [{ id: 7, name: 'Watcher' }],
    matchesPlayed: 0,
    name: null,
    pace: { kind: 'live' },
    lastMoveAt: '2026-11-28T21:05:42.118Z',
  } satisfies RoomStatus;
}

const chatLine = (id: number, seat: number, step: number): ChatLine => ({
  id,
  seat,
  author: `Player ${seat + 1}`,
  text: id % 2 ? 'good move' : 'hmm, I did not see that coming',
  matchId: 'm-bench',
  step,
  at: '2026-11-28T21:05:42.118Z',
});

/** One random match of `game` with `seats` seats, as every seat and one spectator received it. */
export function recordMatch(game: AnyGame, seats: number, seed: string): Stream[] {
  const rt = newRuntime('m-bench', 'Xq3vL9aTb2', game, game.setup({ seed, seats, options: {} }), 0);
  const rng = seedRng(`${seed}-players`);
  const viewers: (number | null)[] = [...Array.from({ length: seats }, (_, s) => s), null];
  const connected = Array.from({ length: seats }, () => true);
  const text = (m: ServerMessage) => JSON.stringify(m);
  const streams = viewers.map((seat) => ({
    game: game.id,
    viewer: seat === null ? 'spectator' : `seat ${seat}`,
    frames: [
      text({
        type: 'welcome',
        v: PROTOCOL_VERSION,
        role: seat === null ? 'spectator' : 'seat',
        seat,
        room: roomStatus(game, seats, rt.version, connected),
      }),
      text({ type: 'chat', lines: [chatLine(1, 0, 0), chatLine(2, 1, 0)], replace: true }),
    ] as string[],
  }));
  const shown: Shown[] = viewers.map((seat, i) => {
    const full = fullState(rt, seat);
    streams[i].frames.push(text(full.message));
    return full.shown;
  });
  const clientSeq = Array.from({ length: seats }, () => 0);
  let chatId = 3;
  let deciding = game.seatsToAct(rt.state).join();
  for (let step = 1; game.outcome(rt.state) === null; step++) {
    const seat = game.seatsToAct(rt.state)[0];
    const action = randomMove(rng, game.legalActions(rt.state, seat, rt.memo) as { type: string }[]);
    const plan = planStep(rt, seat, 'move', action);
    if (!plan.ok) throw new Error(plan.message);
    const ack = clientSeq[seat]++;
    rt.lastClientSeq.set(seat, ack);
    takeStep(rt, plan);
    const frames = new ChangeFrames({
      matchId: rt.id,
      roomId: rt.roomId,
      version: rt.version,
      log: plan.log,
      runtime: rt,
    });
    viewers.forEach((viewer, i) => {
      const out = frames.frameFor(viewer, shown[i], viewer === seat ? ack : undefined);
      shown[i] = out.shown;
      streams[i].frames.push(out.frame.toString());
    });
    const others: string[] = [];
    const nowDeciding = game.seatsToAct(rt.state).join();
    // Everyone is told the room again when a move hands the turn on (rooms/table-life.ts) and when a seat comes or goes.
    const presence = step % PRESENCE_EVERY === 0;
    if (presence) connected[step % seats] = !connected[step % seats];
    if (presence || nowDeciding !== deciding || game.outcome(rt.state) !== null)
      others.push(text({ type: 'room', room: roomStatus(game, seats, rt.version, connected) }));
    deciding = nowDeciding;
    if (step % CHAT_EVERY === 0)
      others.push(text({ type: 'chat', lines: [chatLine(chatId++, step % seats, rt.version)], replace: false }));
    for (const frame of others) for (const s of streams) s.frames.push(frame);
    if (step % PONG_EVERY === 0) for (const s of streams) s.frames.push(text({ type: 'pong' }));
  }
  return streams;
}
