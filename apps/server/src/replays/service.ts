import type { ReplayStepsReply } from '@sprawl/protocol';
import type { Viewer } from '@sprawl/rules';
import type { Pool } from 'pg';
import { refuse } from '../errors';
import { gameOf, type AnyGame, type GameRegistry, type GameState } from '../matches/games';
import type { MatchService } from '../matches/match-service';
import { newRuntime } from '../matches/runtime';
import { replayStored } from '../matches/step';
import { readActions } from '../matches/stored-action';
import { matchPlayers, readPlayerSeats } from './match-players';
import { readEndedMatch, type EndedMatchRead } from './ended-match-read';
import { readSnapshots, readStart } from './snapshot-rows';
import { MatchRows } from './finished-rows';
import type { StoredMatch } from './stored-match';
import { buildTimeline, Lru, TimelineBuilder, type Timeline } from './timeline';
import { readPositionRows } from './position-rows';
import { SeekSegments } from './seek-segments';
import { snapshotSpacing } from './snapshot-spacing';
import { worthPreparing } from './worth-preparing';
import { keptStepList } from './step-list';
import { keepSummaries, readSummaries, rulesKey, summariesOf, type StepSummaries } from './step-summaries';

/** Finished matches' timelines, and running matches' builders, are kept for this many matches each. */
const CACHE_SIZE = 32;

/** Stored positions of finished matches kept for seeking, across all matches: a few matches' worth at 8 steps apart. */
const SEGMENTS_KEPT = 512;

/**
 * Reading stored matches back: the step list with public summaries, the
 * state at any step (nearest snapshot plus the log), and the check that the
 * rules this server runs still rebuild a match exactly.
 */
export class ReplayService {
  private readonly timelines = new Lru<Promise<Timeline>>(CACHE_SIZE);
  private readonly live = new Lru<Promise<TimelineBuilder>>(CACHE_SIZE);
  private readonly states = new Lru<Promise<GameState>>(CACHE_SIZE);
  /** Finished matches' step lists built from what was kept (step-list.ts): a timeline's steps without its replay. */
  private readonly lists = new Lru<Promise<Pick<Timeline, 'steps' | 'divergence'> | null>>(CACHE_SIZE);
  /** What replaying finished matches found (step-summaries.ts), as read or kept, or null where nothing is kept. */
  private readonly summaries = new Lru<Promise<StepSummaries | null>>(CACHE_SIZE);
  /** Stored matches, finished ones kept once read (finished-rows.ts). */
  private readonly rows: MatchRows;

  /** Stretches of finished matches that seeks read lately (positions and rows), when no timeline is in memory. */
  private readonly segments = new SeekSegments(SEGMENTS_KEPT);

  /** Background work under way (see `afterReply`). */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly pool: Pool,
    private readonly games: GameRegistry,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {
    this.rows = new MatchRows(pool);
  }

  /** Resolves once the background work is done: snapshot and step-list writes, ended matches' replays, positions read ahead (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.allSettled([...this.writing]);
  }

  /** The match, if it belongs to the room. */
  async match(roomId: string, matchId: string): Promise<StoredMatch> {
    return this.rows.inRoom(roomId, matchId);
  }

  game(match: StoredMatch): AnyGame {
    return gameOf(this.games, match.game);
  }

  /** The whole match replayed once with the current rules (cached). */
  timeline(match: StoredMatch): Promise<Timeline> {
    if (match.status !== 'finished') return this.liveTimeline(match);
    const key = `${match.id}@${match.version}`;
    const cached = this.timelines.get(key);
    if (cached) return cached;
    const built = this.buildTimeline(match);
    this.timelines.set(key, built);
    built.catch(() => this.timelines.delete(key));
    return built;
  }

  /**
   * A running match grows by one row per move: its builder is kept and only
   * the rows committed since the last request are replayed. Requests for one
   * match are chained so that two never extend the same builder at once.
   */
  private liveTimeline(match: StoredMatch): Promise<Timeline> {
    const game = this.game(match);
    const previous = this.live.get(match.id) ?? this.startBuilder(match, game);
    const next = previous.then(async (builder) => {
      if (builder.consumed < match.version) {
        await builder.extend(await readActions(this.pool, match.id, builder.consumed, match.version));
      }
      return builder;
    });
    this.live.set(match.id, next);
    // A failed read forgets the builder (it may be half extended), unless a newer request already replaced it.
    next.catch(() => {
      if (this.live.get(match.id) === next) this.live.delete(match.id);
    });
    return next.then((builder) => builder.result(Math.min(match.version, builder.consumed)));
  }

  private async startBuilder(match: StoredMatch, game: AnyGame): Promise<TimelineBuilder> {
    const start = await readStart(this.pool, match.id);
    if (!start) return refuse('no_snapshot');
    const otherRules = match.rulesVersion !== game.rulesVersion;
    const snapshots = otherRules ? await readSnapshots(this.pool, match.id, true) : [];
    return new TimelineBuilder({
      game,
      matchId: match.id,
      start: start.state,
      startedAt: match.createdAt,
      checkSnapshots: otherRules ? new Map(snapshots.map((s) => [s.version, s.state as GameState])) : undefined,
      recordedBy: otherRules ? match.rulesVersion : undefined,
    });
  }

  private async buildTimeline(match: StoredMatch): Promise<Timeline> {
    const otherRules = match.rulesVersion !== this.game(match).rulesVersion;
    // Snapshot states are only read when they must be compared (another rules version); otherwise their versions suffice.
    const snapshots = await readSnapshots(this.pool, match.id, otherRules, match.version);
    const start = await readStart(this.pool, match.id);
    const rows = await readActions(this.pool, match.id, 0, match.version);
    const snapshotVersions = snapshots.map((s) => s.version);
    return this.replayLog({ match, snapshotVersions, start: start?.state ?? null, rows }, snapshots);
  }

  /**
   * Replays the log read; a finished match keeps what that found, with its
   * positions for seeking not stored yet (`keepFindings`). `checked`: the
   * snapshots' states, compared under other rules.
   */
  private async replayLog(
    read: EndedMatchRead,
    checked: { version: number; state: GameState | null }[],
  ): Promise<Timeline> {
    const { match, start, rows } = read;
    const game = this.game(match);
    if (!start) return refuse('no_snapshot');
    const otherRules = match.rulesVersion !== game.rulesVersion;
    const finished = match.status === 'finished';
    const timeline = await buildTimeline({
      game,
      matchId: match.id,
      start,
      startedAt: match.createdAt,
      rows,
      checkSnapshots: otherRules ? new Map(checked.map((s) => [s.version, s.state as GameState])) : undefined,
      recordedBy: otherRules ? match.rulesVersion : undefined,
      snapshotEvery: finished ? snapshotSpacing(match.version) : undefined,
    });
    if (!finished) return timeline;
    const have = new Set(read.snapshotVersions);
    const positions =
      timeline.divergence === null && timeline.checkpoints
        ? timeline.checkpoints.kept().filter((c) => !have.has(c.version))
        : [];
    this.keepFindings(match, summariesOf(timeline, match.version), positions);
    return timeline;
  }

  /** Work that waits for the reply under way to go, tracked by `settled`; a failure is only logged. */
  private afterReply(matchId: string, failure: string, work: () => Promise<void>): void {
    const write = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(work)
      .catch((err: unknown) => this.log?.warn({ err, match: matchId }, failure));
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
  }

  /**
   * Keeps what replaying a finished match found, in memory now and, unless
   * the match is short (replayed again wherever it is opened next, as at its
   * end: worth-preparing.ts), in the database after the reply, with its
   * positions for seeking as snapshots (seeks read them from memory
   * meanwhile). The write waits for the reply to go. States are what the log
   * gives, so a write lost to a shutdown only costs a later replay the same work.
   */
  private keepFindings(
    match: StoredMatch,
    found: StepSummaries,
    positions: { version: number; state: GameState }[],
  ): void {
    this.summaries.set(`${match.id}@${match.version}`, Promise.resolve(found));
    if (!worthPreparing(match.version)) return;
    const rules = rulesKey(this.game(match));
    this.afterReply(match.id, "storing a replay's step list failed", () =>
      keepSummaries(this.pool, match.id, rules, found, positions),
    );
  }

  /** What replaying a finished match found, if this server's rules kept it (or just found it); null otherwise. */
  private keptFindings(match: StoredMatch): Promise<StepSummaries | null> {
    const { pool } = this;
    if (match.status !== 'finished') return Promise.resolve(null);
    const key = `${match.id}@${match.version}`;
    const known = this.summaries.get(key);
    if (known) return known;
    const read = readSummaries(pool, match.id, rulesKey(this.game(match)), match.version);
    this.summaries.set(key, read);
    read.catch(() => this.summaries.delete(key));
    return read;
  }

  /** Each match that ends, finished (long enough: worth-preparing.ts) or abandoned, is replayed once then, in the background (see `prepare`). */
  prepareEndedMatches(matches: Pick<MatchService, 'movedOn' | 'onAbandoned'>): void {
    matches.movedOn((rt) => {
      if (rt.game.outcome(rt.state) !== null && worthPreparing(rt.version)) this.prepare(rt.id);
    });
    matches.onAbandoned((ended) => this.prepare(ended.matchId));
  }

  /**
   * Replays a match that has just ended and keeps what it found, with its
   * positions for seeking, so that whoever opens its replay later, in this
   * process or another, waits for no replay. The timeline is not kept in
   * memory: nobody may ever look at this match.
   */
  prepare(matchId: string): void {
    this.afterReply(matchId, 'preparing the replay of a finished match failed', async () => {
      const read = await readEndedMatch(this.pool, matchId);
      if (!read || read.match.status !== 'finished') return;
      const { match } = read;
      // Kept already only where this process replayed it meanwhile (someone opened it): the database is not asked.
      if (this.summaries.get(`${match.id}@${match.version}`)) return;
      // Under another rules version the snapshots' states are compared, which this read leaves out.
      if (match.rulesVersion !== this.game(match).rulesVersion) await this.buildTimeline(match);
      else await this.replayLog(read, []);
    });
  }

  /**
   * Refuses when the current rules do not rebuild this match exactly. Matches
   * recorded by another rules version are always replayed and compared; a
   * finished match is compared anyway because its timeline is built (and
   * cached) on first use; a running match under the same rules is the one in play.
   */
  async ensureReproducible(match: StoredMatch): Promise<void> {
    const game = this.game(match);
    if (match.rulesVersion === game.rulesVersion && match.status !== 'finished') return;
    const { divergence } = (await this.keptFindings(match)) ?? (await this.timeline(match));
    if (divergence) {
      refuse(
        'not_reproducible',
        `This match was recorded with rules version ${match.rulesVersion}, and this server's rules (version ${game.rulesVersion}) do not give the same game from step ${divergence.step} on (${divergence.reason}), so it cannot be shown.`,
      );
    }
  }

  /** The steps of a match; the replay route adds the match's chat (rooms/chat-service.ts). */
  async steps(match: StoredMatch): Promise<Omit<ReplayStepsReply, 'chat'>> {
    const timeline = (await this.keptSteps(match)) ?? (await this.timeline(match));
    const seats = await readPlayerSeats(this.pool, match.roomId);
    return {
      matchId: match.id,
      game: match.game,
      status: match.status,
      rulesVersion: match.rulesVersion,
      reproducible: timeline.divergence === null,
      seats: matchPlayers(match, seats).map((p) => p.name),
      series: this.game(match).summarySeries,
      steps: timeline.steps,
    };
  }

  /** A finished match's steps from what replaying it found before (step-list.ts), or null to replay it. */
  private keptSteps(match: StoredMatch): Promise<Pick<Timeline, 'steps' | 'divergence'> | null> {
    const key = `${match.id}@${match.version}`;
    // A timeline in memory already answers, and its seeks need no stored position.
    if (this.timelines.get(key)) return Promise.resolve(null);
    const known = this.lists.get(key);
    if (known) return known;
    const list = this.readKeptSteps(match);
    this.lists.set(key, list);
    // Nothing kept yet is asked again next time: the match's own replay may keep it meanwhile.
    list.then(
      (l) => l === null && this.lists.delete(key),
      () => this.lists.delete(key),
    );
    return list;
  }

  private async readKeptSteps(match: StoredMatch): Promise<Pick<Timeline, 'steps' | 'divergence'> | null> {
    const { pool } = this;
    const found = await this.keptFindings(match);
    if (!found) return null;
    const steps = await keptStepList(pool, match, found);
    // Without a timeline in memory, seeks read stored positions: the ones this viewer is about to ask for are read now.
    if (steps && found.divergence === null)
      this.afterReply(match.id, 'reading the positions of a replay failed', () =>
        this.segments.warm(pool, match.id, match.version),
      );
    return steps && { steps, divergence: found.divergence };
  }

  /**
   * The full state after `step`. The log is never rewritten, so the state
   * after a step never changes: recent answers are kept (a fork asks for its
   * position when it is made and again when its room starts).
   */
  async stateAt(match: StoredMatch, step: number): Promise<GameState> {
    if (!Number.isInteger(step) || step < 0 || step > match.version)
      refuse('bad_step', `Steps run from 0 to ${match.version}.`);
    const key = `${match.id}@${step}`;
    const known = this.states.get(key);
    if (known) return known;
    const state = this.keptStateAt(match, step).then((kept) => kept ?? this.readStateAt(match, step));
    this.states.set(key, state);
    state.catch(() => this.states.delete(key));
    return state;
  }

  /**
   * The state after `step` from the positions a finished match's timeline
   * keeps in memory, if that timeline is built already; null otherwise.
   */
  private async keptStateAt(match: StoredMatch, step: number): Promise<GameState | null> {
    if (match.status !== 'finished') return null;
    const timeline = await this.timelines.get(`${match.id}@${match.version}`)?.catch(() => null);
    return timeline?.checkpoints?.stateAt(step) ?? null;
  }

  /** The state after `step`, from the nearest snapshot at or before it plus the log rows in between. */
  private async readStateAt(match: StoredMatch, step: number): Promise<GameState> {
    const game = this.game(match);
    if (match.status === 'finished') {
      const kept = await this.segments.stateAt(this.pool, game, match.id, step, match.version);
      if (kept) return kept;
    }
    const read = await readPositionRows(this.pool, match.id, step);
    if (!read) return refuse('no_snapshot');
    const rt = newRuntime(match.id, match.roomId, game, read.state, read.version);
    replayStored(rt, read.after, true);
    return rt.state;
  }

  async viewAt(match: StoredMatch, step: number, viewer: Viewer): Promise<{ step: number; view: unknown }> {
    if (!Number.isInteger(step) || step < 0 || step > match.version)
      refuse('bad_step', `Steps run from 0 to ${match.version}.`);
    if (viewer.kind === 'omniscient' && match.status !== 'finished')
      refuse('match_running', 'Face-down cards are only shown once the match has finished.', { status: 403 });
    await this.ensureReproducible(match);
    const state = await this.stateAt(match, step);
    return { step, view: this.game(match).view(state, viewer) };
  }
}
