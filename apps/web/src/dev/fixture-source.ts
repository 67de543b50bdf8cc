import { LogLines } from '@sprawl/client';
import type { TableFixture } from '../lib/fixture';
import type { MatchSource, MoveError, TableSnapshot } from '../lib/source';
import type { SentRecord } from '../lib/table-hook';

/** Order-blind equality of two JSON values: a table may build a move with its fields in another order than the rules list it. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && same(ra[k], rb[k]));
}

/** A move the fixture cannot play, refused as the server refuses one: a code and a sentence. */
function refusal(move: unknown): MoveError {
  const type = move !== null && typeof move === 'object' ? String((move as { type?: unknown }).type) : String(move);
  return { code: 'fixture', message: `This is a fixture; the move ${type} was not sent.` };
}

/**
 * A match source over a stored table, without a server. Every move the table
 * sends is recorded (window.__table.sent); a listed one is accepted, as the
 * server would, and the table stays as it was; any other is refused, so that
 * a table asking the rules why not hears a sentence.
 */
export class FixtureSource implements MatchSource {
  readonly state: TableSnapshot;
  readonly sent: SentRecord = { moves: [], undos: 0 };
  constructor(gameId: string, f: TableFixture) {
    const seats = f.names.length;
    this.state = {
      connected: true,
      role: f.seat === null ? 'spectator' : 'seat',
      seat: f.seat,
      matchId: 'fixture',
      version: 1,
      view: f.view,
      prompts: f.prompts,
      legal: f.legal,
      canUndo: f.canUndo,
      log: LogLines.of(f.log),
      chat: [],
      room: {
        id: 'fixture',
        inviteCode: 'fixture-code',
        game: gameId,
        options: f.options,
        seatCount: seats,
        status: f.finished ? 'finished' : 'playing',
        matchId: 'fixture',
        version: 1,
        continues: null,
        spectatorChat: true,
        turnClockSeconds: null,
        spectators: [],
        matchesPlayed: 0,
        name: 'Fixture table',
        pace: { kind: 'live' },
        lastMoveAt: null,
        learning: false,
        // Some of each: a host, a bot, a player whose seat is being handed over, so every mark can be seen.
        seats: f.names.map((name, i) => ({
          index: i,
          name,
          taken: true,
          isBot: i === 3,
          isHost: i === 0,
          connected: i !== 2,
          handOverIn: i === 2 ? 0 : null,
          standIn: false,
          clock: null,
          clockRunning: false,
          rematch: false,
          dueAt: null,
          overdue: false,
          moreTimeLeft: null,
          lastSeenAt: null,
        })),
      },
    };
  }
  onChange(): () => void {
    // A stored table never changes.
    return () => undefined;
  }
  async send(move: unknown): Promise<unknown> {
    this.sent.moves.push(move);
    console.log('fixture send', JSON.stringify(move));
    if (!this.state.legal.some((l) => same(l, move))) throw refusal(move);
    return undefined;
  }
  async undo(): Promise<unknown> {
    this.sent.undos += 1;
    return undefined;
  }
  close(): void {}
}
