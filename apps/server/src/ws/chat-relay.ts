import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { ChatLine, ServerMessage } from '@sprawl/protocol';
import type { MatchService } from '../matches/match-service';
import type { ChatService } from '../rooms/chat-service';
import type { Connection } from './connection';
import type { RoomChannels } from './room-channel';

/**
 * Chat on the WebSocket: what a connection says goes to the chat service
 * (rooms/chat-service.ts), and every line said in a room reaches its
 * connections here, including lines said through other processes, fetched
 * after the newest one this process has sent.
 */
export class ChatRelay {
  /** The newest chat line each room's connections here have been sent. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly chat: ChatService,
    private readonly matches: MatchService,
    private readonly channels: RoomChannels,
  ) {
    chat.onLine((roomId, line) => this.send(roomId, [line]));
  }

  /** A line from a connection that said hello; refused when it chats faster than a table can read. */
  async say(conn: Connection & { roomId: string }, text: string): Promise<void> {
    if (!conn.mayChat()) return conn.reject(null, 'chat_too_fast', REFUSAL_SENTENCES.chat_too_fast);
    // Read from the match's row when it is not in memory (a finished one is not kept), without loading it.
    const step = conn.matchId === null ? undefined : await this.matches.version(conn.matchId);
    await this.chat.say(
      { roomId: conn.roomId, seat: conn.seat, spectatorName: conn.spectatorName },
      text,
      conn.matchId !== null && step !== undefined ? { matchId: conn.matchId, step } : null,
    );
  }

  /** A newcomer's history: the room's recent lines (read with its hello, rooms/hello-read.ts), replacing whatever it showed. */
  history(roomId: string, to: Connection, lines: ChatLine[]): void {
    this.send(roomId, lines, to);
  }

  /** Lines another process stored for this room since the newest one sent here. */
  async catchUp(roomId: string): Promise<void> {
    this.send(roomId, await this.chat.recent(roomId, this.seen.get(roomId) ?? 0));
  }

  /** The room has no connection here any more. */
  forget(roomId: string): void {
    this.seen.delete(roomId);
  }

  /** Chat lines to every connection in the room here (`replace` for a newcomer's history). */
  private send(roomId: string, lines: ChatLine[], to?: Connection): void {
    if (lines.length === 0) return;
    this.seen.set(roomId, Math.max(this.seen.get(roomId) ?? 0, lines[lines.length - 1].id));
    const frame = JSON.stringify({ type: 'chat', lines, replace: to !== undefined } satisfies ServerMessage);
    if (to) return to.send(frame);
    this.channels.sendToRoom(roomId, frame);
  }
}
