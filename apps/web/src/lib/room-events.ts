import type { RoomStatus } from '@sprawl/protocol';
import type { WireLog } from './source';

type Seat = RoomStatus['seats'][number];

/** Something the room did, said in the log where it happened: after the first `after` lines of the match's log. */
export interface RoomEvent {
  after: number;
  line: WireLog;
}

/**
 * What changed at the table between two room statuses, as log lines: a
 * player leaving or coming back, a bot starting to play for someone, a
 * player playing their own seat again; across days, a player's time running
 * out and what the others chose then (timeOutLine). The game's own log knows none of this, and
 * without it a move made by a bot reads as if its player had made it.
 * Names are written as {sN}, as the game's lines do, so each table puts its names in.
 */
export function roomChanges(before: RoomStatus | null, after: RoomStatus, mySeat: number | null): WireLog[] {
  if (!before || before.matchId !== after.matchId || after.status !== 'playing') return [];
  const lines: WireLog[] = [];
  for (const now of after.seats) {
    const was = before.seats[now.index];
    if (!was || !now.taken || (now.isBot && !now.standIn && was.isBot && !was.standIn)) continue;
    const who = `{s${now.index}}`;
    // This page's own comings and goings are its own connection's, not news (its first status may predate its hello).
    const mine = now.index === mySeat;
    // Said in the player's language like a rules line: the seat as a token the table names and colours.
    const params = { who: { seat: now.index } };
    const days = timeOutLine(was, now, after, who, params);
    if (days) lines.push(days);
    else if (now.standIn && !was.standIn)
      lines.push({
        seat: now.index,
        text: `A bot now plays for ${who} until they take their seat back.`,
        key: 'ui.event.standIn',
        params,
      });
    else if (!now.standIn && was.standIn)
      lines.push({
        seat: now.index,
        text: `${who} plays their own seat again; the bot has stopped.`,
        key: 'ui.event.takeBack',
        params,
      });
    else if (!mine && !now.isBot && was.connected && !now.connected)
      lines.push({ seat: now.index, text: `${who} left the table.`, key: 'ui.event.left', params });
    // Back only from being away: a seat first seen after the start (its player still opening the page) was never gone.
    else if (!mine && !now.isBot && !was.connected && now.connected && was.lastSeenAt !== null)
      lines.push({ seat: now.index, text: `${who} is back at the table.`, key: 'ui.event.back', params });
  }
  return lines;
}

/** The match's log with the room's events put in where they happened. */
export function withRoomEvents(log: WireLog[], events: RoomEvent[]): WireLog[] {
  if (events.length === 0) return log;
  const out: WireLog[] = [];
  let next = 0;
  for (let i = 0; i <= log.length; i++) {
    while (next < events.length && events[next].after <= i) out.push(events[next++].line);
    if (i < log.length) out.push(log[i]);
  }
  return out;
}

/**
 * Across days, what happens when a player's time for a move runs out, said as
 * it is: the time ran out; the others gave more time (the late player reads
 * it too, with how long they now have); a bot plays that one turn, and the
 * seat stays the player's (not the live wording, where a bot keeps the seat
 * until its player takes it back). Null for any other change.
 */
function timeOutLine(
  was: Seat,
  now: Seat,
  room: RoomStatus,
  who: string,
  params: { who: { seat: number } },
): WireLog | null {
  if (room.pace.kind !== 'days') return null;
  const seat = now.index;
  if (now.standIn && !was.standIn)
    return {
      seat,
      text: `A bot plays this one turn for ${who}; the seat stays theirs.`,
      key: 'ui.event.botTurn',
      params,
    };
  if (!now.standIn && was.standIn)
    return {
      seat,
      text: `The bot played ${who}'s turn; the seat is still theirs.`,
      key: 'ui.event.botTurnDone',
      params,
    };
  if (now.overdue && !was.overdue)
    return { seat, text: `${who}'s time for this move ran out.`, key: 'ui.event.timeRanOut', params };
  if (now.moreTimeLeft !== null && was.moreTimeLeft !== null && now.moreTimeLeft < was.moreTimeLeft) {
    const hours = room.pace.moveHours;
    return {
      seat,
      text: `${who} was given more time: ${hours} h for this move.`,
      key: 'ui.event.moreTime',
      params: { ...params, hours },
    };
  }
  return null;
}
