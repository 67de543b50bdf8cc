import type { Pool } from 'pg';
import type { Devices } from '../rooms/devices/devices';
import { yourTables } from '../rooms/lobby/your-tables';
import type { Handlers } from './serve';

type SeatRoute = 'yourTables' | 'deviceLink' | 'devices' | 'revokeDevice' | 'forgetDevice' | 'claimDevice';

/**
 * A player's seats beyond one table and one device: the list of every table
 * a browser sits at, and the links and devices that open a seat elsewhere.
 */
export function seatRoutes(pool: Pool, devices: Devices): Handlers<SeatRoute> {
  return {
    yourTables: async ({ body }) => yourTables(pool, body.tokens),
    deviceLink: async ({ principal }) => devices.link(principal),
    devices: async ({ principal }) => devices.list(principal),
    revokeDevice: async ({ principal, body }) => devices.revoke(principal, body.device),
    forgetDevice: async ({ principal }) => {
      await devices.forget(principal);
      return { forgotten: true };
    },
    claimDevice: async ({ body }) => devices.claim(body.code, body.label),
  };
}
