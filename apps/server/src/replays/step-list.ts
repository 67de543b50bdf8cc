import type { ReplayStep } from '@sprawl/protocol';
import type { LogLine } from '@sprawl/rules';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { StepSummaries } from './step-summaries';

interface LogRow {
  seq: number;
  seat: number;
  kind: 'move' | 'undo';
  log: LogLine[];
  /** The time as `Date.toISOString` writes it (the column has no zone and holds UTC, as Prisma reads it). */
  at: string;
}

/** The log as the step list shows it: no payloads, and the times already as text. */
const logRows = prepare(
  'replay-step-log',
  (matchId: string, upTo: number) => sql<LogRow>`
  SELECT "seq", "seat", "kind", "log", to_char("created_at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at"
  FROM "actions" WHERE "match_id" = ${matchId} AND "seq" <= ${upTo} ORDER BY "seq"`,
);

/**
 * A finished match's step list from its log and the summaries kept of it
 * (step-summaries.ts), the same list replaying the match gives
 * (timeline.ts), without replaying it. Null when the log and the summaries
 * do not have the same steps: the caller then replays.
 */
export async function keptStepList(
  on: Queryable,
  match: { id: string; createdAt: Date },
  kept: StepSummaries,
): Promise<ReplayStep[] | null> {
  const rows = await logRows(on, match.id, kept.version);
  const { summaries } = kept;
  if (summaries.length !== rows.length + 1) return null;
  const summary = (i: number) => ({ turn: summaries[i][0], activeSeat: summaries[i][1], scores: summaries[i][2] });
  const steps: ReplayStep[] = [
    { seq: 0, seat: -1, kind: 'start', at: match.createdAt.toISOString(), log: [], ...summary(0) },
  ];
  for (let i = 0; i < rows.length; i++) {
    const { seq, seat, kind, at, log } = rows[i];
    steps.push({ seq, seat, kind, at, log, ...summary(i + 1) });
  }
  return steps;
}
