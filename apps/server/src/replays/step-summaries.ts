import type { ReplayStep } from '@sprawl/protocol';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { AnyGame, GameState } from '../matches/games';
import type { Divergence, Timeline } from './timeline';

/** A step's public summary as stored: `[turn, activeSeat, scores]`. */
export type StoredSummary = [ReplayStep['turn'], ReplayStep['activeSeat'], ReplayStep['scores']];

/**
 * What replaying a finished match with this server's rules found: each
 * step's public summary and the first step the replay disagreed with the
 * stored match. The log never changes, so neither does this: it is kept in
 * the table replay_steps, and opening the replay again reads it instead of
 * replaying the whole match (issue 52). The summaries are the public ones of
 * the step list; no state is kept here.
 */
export interface StepSummaries {
  /** The match's version the summaries run to. */
  version: number;
  summaries: StoredSummary[];
  divergence: Divergence | null;
}

/**
 * Names the rules that replayed a match and the score series they summarise
 * it by: a server running other rules, or summarising otherwise, replays the
 * match anew and keeps its own findings instead.
 */
export function rulesKey(game: AnyGame): string {
  return `${game.id} ${game.rulesVersion} ${game.summarySeries.map((s) => s.key).join(',')}`;
}

/** A whole finished match's timeline, as kept. */
export function summariesOf(timeline: Timeline, version: number): StepSummaries {
  return {
    version,
    summaries: timeline.steps.map((s): StoredSummary => [s.turn, s.activeSeat, s.scores]),
    divergence: timeline.divergence,
  };
}

/**
 * A digest of the match's log up to `version`, as PostgreSQL reads it: what
 * was found of a log holds only for that log. The log is append-only and a
 * finished match's is complete, so this changes only if the rows are
 * restored or edited by hand; each row counts with everything a replay
 * reads of it.
 */
const logDigest = (matchId: string, version: number) => sql<string>`(
  SELECT md5(COALESCE(string_agg(concat_ws(' ', a.seq, a.seat, a.kind, a.payload, a.state_hash), ',' ORDER BY a.seq), ''))
  FROM actions a WHERE a.match_id = ${matchId} AND a.seq <= ${version})`;

const kept = prepare(
  'replay-step-summaries',
  (matchId: string, rules: string, version: number) => sql<{ summaries: unknown; divergence: unknown }>`
  SELECT r.summaries, r.divergence FROM replay_steps r
  WHERE r.match_id = ${matchId} AND r.rules = ${rules} AND r.version = ${version}
    AND r.log_digest = ${logDigest(matchId, version)}`,
);

/** The summaries the rules `rules` kept of the match at `version`, or null if they kept none. */
export async function readSummaries(
  on: Queryable,
  matchId: string,
  rules: string,
  version: number,
): Promise<StepSummaries | null> {
  const row = (await kept(on, matchId, rules, version))[0];
  if (!row) return null;
  // Written by `keepSummaries` below from a timeline: the one place these JSON columns get their types.
  return {
    version,
    summaries: row.summaries as unknown as StoredSummary[],
    divergence: row.divergence as unknown as Divergence | null,
  };
}

/**
 * A server with other rules replaces what older rules kept: one row per
 * match, the latest rules' findings. The positions kept for seeking are
 * stored as snapshots by the same statement (those already stored stay),
 * sent as one JSON text that PostgreSQL takes apart: one write where a
 * table's end made two.
 */
const keep = prepare(
  'keep-replay-step-summaries',
  (
    matchId: string,
    version: number,
    rules: string,
    summaries: string,
    divergence: string | null,
    positions: string,
  ) => sql`
  WITH stored AS (
    INSERT INTO snapshots (match_id, version, state)
    SELECT ${matchId}, (e->>'v')::int, e->'s' FROM jsonb_array_elements(${positions}::jsonb) AS e
    ON CONFLICT DO NOTHING)
  INSERT INTO "replay_steps" ("match_id", "version", "rules", "log_digest", "summaries", "divergence")
  VALUES (${matchId}, ${version}, ${rules}, ${logDigest(matchId, version)}, ${summaries}::jsonb, ${divergence}::jsonb)
  ON CONFLICT ("match_id") DO UPDATE SET "version" = EXCLUDED."version", "rules" = EXCLUDED."rules",
    "log_digest" = EXCLUDED."log_digest", "summaries" = EXCLUDED."summaries", "divergence" = EXCLUDED."divergence",
    "created_at" = CURRENT_TIMESTAMP`,
);

/** Keeps what replaying the match found, and stores `positions` as its snapshots. */
export async function keepSummaries(
  on: Queryable,
  matchId: string,
  rules: string,
  kept: StepSummaries,
  positions: { version: number; state: GameState }[],
): Promise<void> {
  const divergence = kept.divergence === null ? null : JSON.stringify(kept.divergence);
  const rows = JSON.stringify(positions.map((p) => ({ v: p.version, s: p.state })));
  await keep(on, matchId, kept.version, rules, JSON.stringify(kept.summaries), divergence, rows);
}
