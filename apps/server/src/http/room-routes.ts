import type { Rooms } from '../rooms/rooms';
import { refuseReservedName } from '../rooms/reserved-names';
import type { Handlers } from './serve';

type RoomRoute =
  | 'createRoom'
  | 'join'
  | 'status'
  | 'addBot'
  | 'start'
  | 'leave'
  | 'standIn'
  | 'moreTime'
  | 'takeBack'
  | 'rename'
  | 'removeSeat'
  | 'removeSpectator'
  | 'rotateInvite'
  | 'spectatorChat'
  | 'rematch';

/** The room endpoints: the lobby, the seats at the table, and what follows a match. */
export function roomRoutes(rooms: Rooms): Handlers<RoomRoute> {
  return {
    createRoom: async ({ body }) => {
      refuseReservedName(body.name);
      return rooms.lobby.create({
        game: body.game,
        seats: body.seats,
        options: body.options,
        name: body.name,
        turnClockSeconds: body.turnClockSeconds,
        roomName: body.roomName,
        pace: body.pace,
        learning: body.learning,
      });
    },
    join: async ({ body }) => {
      refuseReservedName(body.name);
      return rooms.lobby.join(body.inviteCode, body.name);
    },
    status: async ({ params }) => rooms.status.read(params.id),
    addBot: async ({ principal, body }) => rooms.lobby.addBot(principal, body.seat, body.level ?? 'easy'),
    start: async ({ principal }) => ({
      matchId: await rooms.table.start(principal, () => rooms.seats.principal(principal.roomId, principal.token)),
    }),
    leave: async ({ principal }) => {
      await rooms.table.leave(principal);
      return { ok: true };
    },
    standIn: async ({ principal, body }) => rooms.standIns.handToBot(principal, body.seat),
    moreTime: async ({ principal, body }) => rooms.standIns.giveMoreTime(principal, body.seat),
    takeBack: async ({ principal }) => rooms.standIns.takeBack(principal),
    rename: async ({ principal, body }) => {
      refuseReservedName(body.name);
      return rooms.lobby.rename(principal, body.name);
    },
    removeSeat: async ({ principal, body }) => rooms.lobby.removeSeat(principal, body.seat),
    removeSpectator: async ({ principal, body }) => rooms.lobby.removeSpectator(principal, body.spectator),
    rotateInvite: async ({ principal }) => rooms.lobby.rotateInvite(principal),
    spectatorChat: async ({ principal, body }) => rooms.lobby.setSpectatorChat(principal, body.allowed),
    rematch: async ({ principal, body }) => rooms.rematch.answer(principal, body.accept),
  };
}
