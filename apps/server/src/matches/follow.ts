import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { ChangeListeners } from './change';
import { noteDecisions } from './decisions';
import type { MatchStore } from './match-store';
import type { Runtime } from './runtime';
import { applyStored } from './step';
import { readActions } from './stored-action';

export interface FollowParts {
  pool: Pool;
  store: MatchStore;
  changes: ChangeListeners;
  log: Logger;
  /** After the moves read are taken and told (a bot may be due now). */
  movedOn: (rt: Runtime) => void;
  /** A move made elsewhere in a match not in memory here (a bot table carried here may be due). */
  unheld: (matchId: string, version: number) => void;
}

/**
 * Another server process committed `version` of a match (db/fanout.ts). If
 * this process holds the match, it reads the rows it lacks from the log and
 * applies them in order, in the match's queue, telling listeners after each
 * one as after its own commits; its clients then see the move as if it had
 * been made here. A match not in memory is left alone: it is read fresh
 * when next needed.
 */
export function follow(parts: FollowParts, matchId: string, version: number): void {
  const { store, log } = parts;
  const rt = store.peek(matchId);
  if (!rt && !store.closed) return parts.unheld(matchId, version);
  if (!rt || rt.version >= version || store.closed) return;
  store.mark(matchId);
  store
    .inTurn(matchId, async () => {
      if (store.peek(matchId) !== rt || rt.version >= version) return rt.version;
      const rows = await readActions(parts.pool, matchId, rt.version);
      for (const row of rows) {
        const before = rt.state;
        const applied =
          row.seq === rt.version + 1 ? applyStored(rt, row) : { refused: `the log jumps to step ${row.seq}` };
        if ('refused' in applied) {
          // Not expected from a deterministic engine; reading the match afresh on next use is the safe answer.
          log.error(
            { match: matchId, version: row.seq, reason: applied.refused },
            'could not follow a move made elsewhere',
          );
          store.forget(matchId);
          return rt.version;
        }
        noteDecisions(rt, before, row.seat);
        if (row.clientSeq !== null)
          rt.lastClientSeq.set(row.seat, Math.max(rt.lastClientSeq.get(row.seat) ?? -1, row.clientSeq));
        parts.changes.emit({ matchId, roomId: rt.roomId, version: rt.version, log: applied.log, runtime: rt });
      }
      store.leaveIfOver(rt);
      parts.movedOn(rt);
      return rt.version;
    })
    .catch((err: unknown) => log.error({ err, match: matchId }, 'following a move made elsewhere failed'));
}
