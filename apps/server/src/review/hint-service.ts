import type { HintReply } from '@sprawl/protocol';
import { LEVEL_BUDGETS, wordsOfMove, type Estimate, type SearchBudget } from '@sprawl/rules';
import { refuse } from '../errors';
import type { MatchService } from '../matches/match-service';
import type { ChatService } from '../rooms/chat-service';
import type { SeatPrincipal } from '../rooms/lobby/seat-principal';
import type { RoomStatusReader } from '../rooms/room-status';
import type { Estimator } from './review-service';

export interface HintOptions {
  /** Hints searched at once in this process; past that a hint is refused (hint_busy) rather than queued behind the bots. */
  atOnce?: number;
  /** The search behind a hint; by default the hard bot's. */
  budget?: SearchBudget;
}

/**
 * Hints at a learning table (issue 53): on a seat's turn, the move the hard
 * bot would play, searched in the bots' threads from that seat's view only,
 * so a hint knows no more than the player asking. Each hint answered is
 * written in the room's chat for everyone (rooms/chat-service.ts hint), so
 * nobody's hints are hidden; the game's state and log are untouched, and a
 * replay of the match is the same with or without them.
 */
export class HintService {
  private running = 0;
  private readonly atOnce: number;
  private readonly budget: SearchBudget;

  constructor(
    private readonly status: Pick<RoomStatusReader, 'read'>,
    private readonly matches: Pick<MatchService, 'runtime'>,
    private readonly estimator: Estimator,
    private readonly chat: Pick<ChatService, 'hint'>,
    opts: HintOptions = {},
  ) {
    this.atOnce = opts.atOnce ?? 2;
    this.budget = opts.budget ?? LEVEL_BUDGETS.hard;
  }

  /** The hint for the asking seat, refused unless the room is a learning table, its game offers hints and the seat decides now. */
  async ask(who: SeatPrincipal): Promise<HintReply> {
    const room = await this.status.read(who.roomId);
    if (!room.learning) refuse('not_learning_table');
    if (room.status === 'finished') refuse('game_over');
    if (room.status !== 'playing' || room.matchId === null) refuse('not_started');
    const runtime = await this.matches.runtime(room.matchId);
    const { game, state, version } = runtime;
    if (game.offersReview !== true || game.bots === undefined) refuse('hints_unavailable');
    if (runtime.abandoned !== null || !game.seatsToAct(state).includes(who.seat)) refuse('hint_not_your_turn');
    if (this.running >= this.atOnce) refuse('hint_busy');
    // Only the asking seat's view leaves this process for the thread: what it may see is all the search is given.
    const views = Array.from({ length: room.seatCount }, (_, seat) =>
      seat === who.seat ? game.view(state, { kind: 'seat', seat }) : null,
    );
    this.running++;
    let estimate: Estimate<unknown> | null | undefined;
    try {
      const estimates = await this.estimator.estimate({
        gameId: game.id,
        views,
        seed: `hint:${runtime.id}:${version}:${who.seat}`,
        budget: this.budget,
        seats: [who.seat],
      });
      estimate = estimates[who.seat];
    } catch {
      refuse('hint_busy');
    } finally {
      this.running--;
    }
    if (!estimate || estimate.best === null) refuse('hints_unavailable');
    const applied = game.apply(state, who.seat, estimate.best);
    await this.chat.hint(who.roomId, who.seat, { matchId: runtime.id, step: version });
    return {
      version,
      action: estimate.best,
      log: applied.ok ? wordsOfMove(game, state, who.seat, estimate.best, applied.log) : [],
      chance: estimate.chance,
    };
  }
}
