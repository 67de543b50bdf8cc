import { diff, type StateMessage } from '@sprawl/protocol';
import type { Prompt, Viewer } from '@sprawl/rules';
import type { Change } from './change';
import {
  IDLE_OWN,
  ownPatchBytes,
  patchFrame,
  sharedPatchBytes,
  UNCHANGED_OWN,
  type OwnPatchParts,
} from './patch-frame';
import type { Runtime } from './runtime';
import { canUndo } from './step';

/**
 * What each viewer of a match is sent, built from the views the rules make
 * for it: the whole table when it arrives, and after every change a patch
 * from its audience's previous view to the new one. The transport (ws/room-channel.ts)
 * only keeps, per connection, the audience view and version returned here,
 * and sends the frames.
 */

/**
 * What a connection was last shown: its audience's view (to diff the next
 * one against), the version, and the encoded own half it was last told (a
 * patch leaves it out while it stays the same).
 */
export interface Shown {
  view: unknown;
  version: number;
  own: Buffer;
}

export const viewerOf = (seat: number | null): Viewer =>
  seat === null ? { kind: 'spectator' } : { kind: 'seat', seat };

/** A seat's audience (GameModule.audience) and the text that names it, worked out once per game and seat. */
const audiences = new WeakMap<Runtime['game'], Map<number | null, { audience: Viewer; key: string }>>();

function audienceOf(game: Runtime['game'], seat: number | null): { audience: Viewer; key: string } {
  let bySeat = audiences.get(game);
  if (bySeat === undefined) {
    bySeat = new Map();
    audiences.set(game, bySeat);
  }
  let known = bySeat.get(seat);
  if (known === undefined) {
    const audience = game.audience(viewerOf(seat));
    known = { audience, key: JSON.stringify(audience) };
    bySeat.set(seat, known);
  }
  return known;
}

/** The decisions the game waits for at the runtime's state, worked out once for all of a change's viewers. */
interface Waiting {
  prompts: Prompt[];
  seats: Set<number>;
}

const waitingAt = (rt: Runtime): Waiting => ({
  prompts: rt.game.prompts(rt.state),
  seats: new Set(rt.game.seatsToAct(rt.state)),
});

/**
 * What only this seat receives with every state and patch message;
 * spectators owe nothing and may do nothing. A seat the game does not wait
 * for has no legal move (the rules' contract test checks it), so its list is
 * not worked out.
 */
function ownParts(rt: Runtime, seat: number | null, waiting: Waiting): OwnPatchParts {
  if (seat === null) return { prompts: [], legal: [], canUndo: false };
  return {
    // Each seat gets only the decisions it owes.
    prompts: waiting.prompts.filter((p) => p.seat === seat),
    legal: waiting.seats.has(seat) ? rt.game.legalActions(rt.state, seat, rt.memo) : [],
    canUndo: canUndo(rt, seat),
  };
}

/** The whole table for one seat (or a spectator) at the runtime's version, and what it has then been shown. */
export function fullState(rt: Runtime, seat: number | null): { message: StateMessage; shown: Shown } {
  const viewer = viewerOf(seat);
  const nextClientSeq = seat === null ? 0 : (rt.lastClientSeq.get(seat) ?? -1) + 1;
  const own = ownParts(rt, seat, waitingAt(rt));
  const message: StateMessage = {
    type: 'state',
    matchId: rt.id,
    version: rt.version,
    ...own,
    log: [],
    view: rt.game.view(rt.state, viewer),
    nextClientSeq,
  };
  // Later patches are computed between views of this viewer's audience (see ChangeFrames).
  const view = rt.game.view(rt.state, audienceOf(rt.game, seat).audience);
  return { message, shown: { view, version: rt.version, own: ownPatchBytes(own) } };
}

/**
 * The frames of one committed change, made while the runtime is at exactly
 * `change.version`. The view, the patch and its encoded half are made once
 * per audience and previous version (GameModule.audience: viewers whose
 * views differ in nothing but the `viewer` member, so the patch between two
 * of the audience's views is also the patch between two of their own), and
 * each seat's own half once per seat; each connection's frame joins the two.
 *
 * A frame that several connections get alike (the same patch, nothing owed,
 * no ack: every seat but the one that moved, and every spectator) is made
 * once and written to each of their sockets from the same bytes. A change
 * has a handful of audiences, versions and frames at most, so they are kept
 * in short lists compared by identity, which costs less than building keys
 * to look them up by.
 */
export class ChangeFrames {
  private readonly views: { audienceKey: string; view: unknown }[] = [];
  private readonly shared: { audienceKey: string; from: number; bytes: Buffer }[] = [];
  /** Each seat's own half, by seat. */
  private readonly own: (Buffer | undefined)[] = [];
  private readonly frames: { shared: Buffer; own: Buffer; ack: number | undefined; frame: Buffer }[] = [];
  private waiting: Waiting | null = null;

  constructor(private readonly change: Change) {}

  /**
   * The frame for a connection of `seat` that was last shown `shown`, and
   * what it has then been shown. Its own half is left out when the
   * connection was last told the same.
   */
  frameFor(seat: number | null, shown: Shown, ack?: number): { frame: Buffer; shown: Shown } {
    const { audience, key: audienceKey } = audienceOf(this.change.runtime.game, seat);
    const view = this.viewOf(audience, audienceKey);
    const shared = this.sharedHalf(audienceKey, shown, view);
    const own = this.ownHalf(seat);
    const told = own === shown.own || own.equals(shown.own) ? UNCHANGED_OWN : own;
    let made = this.frames.find((f) => f.shared === shared && f.own === told && f.ack === ack);
    if (made === undefined) {
      made = { shared, own: told, ack, frame: patchFrame(shared, told, ack) };
      this.frames.push(made);
    }
    return { frame: made.frame, shown: { view, version: this.change.version, own } };
  }

  private viewOf(audience: Viewer, audienceKey: string): unknown {
    let known = this.views.find((v) => v.audienceKey === audienceKey);
    if (known === undefined) {
      const rt = this.change.runtime;
      known = { audienceKey, view: rt.game.view(rt.state, audience) };
      this.views.push(known);
    }
    return known.view;
  }

  /** The encoded patch from what `shown` holds to `view`, with the change's log lines. */
  private sharedHalf(audienceKey: string, shown: Shown, view: unknown): Buffer {
    let known = this.shared.find((s) => s.audienceKey === audienceKey && s.from === shown.version);
    if (known === undefined) {
      const { runtime: rt, version, log } = this.change;
      known = {
        audienceKey,
        from: shown.version,
        bytes: sharedPatchBytes({ matchId: rt.id, version, from: shown.version, patch: diff(shown.view, view), log }),
      };
      this.shared.push(known);
    }
    return known.bytes;
  }

  private ownHalf(seat: number | null): Buffer {
    // Spectators owe nothing and may do nothing.
    if (seat === null) return IDLE_OWN;
    let own = this.own[seat];
    if (own === undefined) {
      const rt = this.change.runtime;
      this.waiting ??= waitingAt(rt);
      own = ownPatchBytes(ownParts(rt, seat, this.waiting));
      this.own[seat] = own;
    }
    return own;
  }
}
