import type { DeviceLinkReply, DeviceList, SeatGrant } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { refuse } from '../../errors';
import { forgetChannels } from '../../db/notify-records';
import type { Queryable } from '../../db/query';
import { hashToken, newToken, opensSeat, tokenMatches } from '../../security/tokens';
import { changeRoom, ownSeatOfToken, seatOfToken, type LockedRoom, type LockedSeat } from '../room-lock';
import type { SeatPrincipal } from '../lobby/seat-principal';
import {
  addDevice,
  addLink,
  bumpRoom,
  cancelLinks,
  forgetDevice,
  forgetSeatDevices,
  LINK_ID_LENGTH,
  readSeatDevices,
  revokeDevices,
  roomOfLink,
  spendLink,
} from './device-rows';

/** An unused link to open a seat on another device stops working after this long. */
export const LINK_LIFETIME_MS = 24 * 3600_000;
/** Links a seat may have waiting at once; a new one beyond that replaces the oldest. */
const LINKS_PER_SEAT = 3;
/** Further devices one seat may be open on. */
const DEVICES_PER_SEAT = 8;

/**
 * A player's seat on more than one device. The seat has one owner: the
 * device that took it (its own token). From it, its player makes a one-time
 * link (its code travels in the link's fragment, `/device#<code>`, which
 * browsers never send to a server, so it reaches no request log); opening it
 * on another device exchanges the code, once and before it expires, for a
 * token of that device's own. Only the owner makes links and revokes
 * devices, so a stolen device can neither spread nor defend itself: the
 * owner revokes every other device in one step. Links and devices remember
 * the holder who made them (their `holder_hash`) and open nothing once the
 * seat has another holder; a revoked token fails at once, on HTTP and on
 * open sockets (revoked listeners close them, other processes check again on
 * the room's announcement, and a hello checks again once it has joined:
 * ws/handlers.ts). Codes and tokens are stored only as hashes.
 */
export class Devices {
  private readonly revokedListeners = new Set<(roomId: string, tokenHashes: string[]) => void>();

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly changed: (roomId: string) => void,
  ) {}

  onRevoked(listener: (roomId: string, tokenHashes: string[]) => void): void {
    this.revokedListeners.add(listener);
  }

  /** A new one-time link to the principal's seat; only the seat's owner makes them. */
  async link(who: SeatPrincipal): Promise<DeviceLinkReply> {
    const { roomId, token } = who;
    const code = newToken();
    const codeHash = hashToken(code);
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = ownedSeat(room, token);
      const link = { codeHash, roomId, seat: seat.index, holderHash: seat.tokenHash, expiresAt: utc(expiresAt) };
      await addLink(tx, link, LINKS_PER_SEAT - 1);
    });
    return { id: linkId(codeHash), code, path: `/device#${code}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Opens a seat on this device with a link's code: once, before the link
   * expires, and only while the player who made it still holds the seat. The
   * link is found outside the room's lock (the code says which room), then
   * spent and checked under it, so a seat that changed hands meanwhile (its
   * player left, a newcomer sat down) is never opened to the link.
   */
  async claim(code: string, label: string): Promise<SeatGrant> {
    const codeHash = hashToken(code);
    const roomId = (await roomOfLink(this.pool, codeHash)) ?? badLink();
    const token = newToken();
    const grant = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const link = await spendLink(tx, codeHash, roomId);
      if (!link?.live) return badLink();
      const seat = room.seats.find((s) => s.index === link.seat);
      if (!seat || seat.tokenHash !== link.holderHash)
        return refuse('bad_link', 'That seat is no longer held by the player who made the link.');
      if (seat.deviceHashes.length >= DEVICES_PER_SEAT)
        refuse('too_many_devices', `A seat can be open on at most ${DEVICES_PER_SEAT + 1} devices; revoke one first.`);
      // The device is named like the link it came through, so the page that showed the link sees it used.
      await addDevice(tx, {
        id: linkId(codeHash),
        roomId: room.id,
        seat: seat.index,
        tokenHash: hashToken(token),
        holderHash: link.holderHash,
        label,
      });
      return {
        roomId: room.id,
        seat: seat.index,
        token,
        inviteCode: room.inviteCode,
        invitePath: `/join/${room.inviteCode}`,
      };
    });
    this.log.info({ room: grant.roomId, seat: grant.seat }, 'seat opened on another device');
    this.changed(grant.roomId);
    return grant;
  }

  /**
   * The devices the principal's seat is open on, and how many links wait.
   * A read in one statement, without the room's lock: a player looking at
   * their devices never queues behind the room's changes, nor holds them up.
   */
  async list(who: SeatPrincipal): Promise<DeviceList> {
    const { roomId, seat, token } = who;
    const row = await readSeatDevices(this.pool, roomId, seat);
    // The seat changed hands since the edge found it: the token opens it no more.
    if (!row || !opensSeat(token, { tokenHash: row.ownerHash, deviceHashes: row.devices.map((d) => d.tokenHash) }))
      return refuse('bad_token');
    return {
      firstDevice: tokenMatches(token, row.ownerHash),
      mainSince: row.mainSince,
      devices: row.devices.map((d) => ({
        id: d.id,
        label: d.label,
        createdAt: new Date(d.createdAt).toISOString(),
        lastUsedAt: d.lastUsedAt === null ? null : new Date(d.lastUsedAt).toISOString(),
        thisDevice: tokenMatches(token, d.tokenHash),
      })),
      pendingLinks: row.links.length,
      pendingLinkIds: row.links,
    };
  }

  /**
   * The seat's owner revokes one further device, every one of them
   * ('others', which cancels the waiting links too), or only the waiting
   * links ('links'): what is revoked stops opening the seat at once.
   */
  async revoke(who: SeatPrincipal, device: string): Promise<DeviceList> {
    const { roomId, token } = who;
    const hashes = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = ownedSeat(room, token).index;
      if (device === 'links' || device === 'others') await cancelLinks(tx, roomId, seat);
      if (device === 'links') return [];
      const revoked = await revokeDevices(tx, roomId, seat, device);
      if (revoked.length === 0 && device !== 'others') refuse('no_device');
      await bumpRoom(tx, roomId);
      return revoked;
    });
    if (hashes.length > 0) {
      this.log.info({ room: roomId, devices: hashes.length }, 'devices of a seat were revoked');
      for (const l of this.revokedListeners) l(roomId, hashes);
      this.changed(roomId);
    }
    return this.list(who);
  }

  /**
   * A further device gives up its own key to the seat (a phone handed on):
   * its token fails at once, its sockets close, and the seat stays with the
   * other devices. The seat's first device cannot: it leaves the seat.
   */
  async forget(who: SeatPrincipal): Promise<void> {
    const { roomId, token } = who;
    const hash = hashToken(token);
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = seatOfToken(room, token);
      if (seat.tokenHash !== null && tokenMatches(token, seat.tokenHash)) refuse('main_device');
      await forgetDevice(tx, roomId, seat.index, hash);
      await bumpRoom(tx, roomId);
    });
    this.log.info({ room: roomId }, 'a device forgot its seat');
    for (const l of this.revokedListeners) l(roomId, [hash]);
    this.changed(roomId);
  }
}

/** A seat given up or freed: the devices and links that opened it open nothing now, and its player hears nothing more. */
export async function forgetDevices(tx: Queryable, roomId: string, seat: number): Promise<void> {
  await forgetSeatDevices(tx, roomId, seat);
  // Its notifications were its player's too.
  await forgetChannels(tx, roomId, seat);
}

/** The token's seat, under the room's lock, when the token is the device that took it: only that one manages the others. */
function ownedSeat(room: LockedRoom, token: string): LockedSeat & { tokenHash: string } {
  return ownSeatOfToken(
    room,
    token,
    'Only the device that took this seat can open it on other devices or revoke them. Use that device.',
  );
}

function badLink(): never {
  return refuse(
    'bad_link',
    'That link does not open a seat: it was already used, it expired, or it was never made. Ask for a new one from the device that holds the seat.',
  );
}

/**
 * A link's public name: the start of its code's hash. It lets the page that
 * shows a link see when it is spent; a hash of a random code tells nothing of
 * the code.
 */
const linkId = (codeHash: string) => codeHash.slice(0, LINK_ID_LENGTH);

/** Timestamps are stored without a zone, in UTC. */
const utc = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
