import { useEffect, useState } from 'preact/hooks';
import { api } from './api';
import { markFurtherDevice, seatFor } from './storage';

/**
 * Whether this browser holds its seat through the token that took it: only
 * that device manages the seat and the room (renaming, leaving, the host's
 * invitation, seats, spectators and webhook; the server refuses the others
 * `not_seat_owner`), so a further device opened from a link is not offered
 * those controls. A device claimed here is marked when claimed; a seat
 * stored before the mark was kept is asked about once when `ask` (its list
 * of devices says `firstDevice`; only a host's page asks, so other players
 * fetch no list they did not open), and offered the controls meanwhile, as
 * before: the server refuses what a further device asks all the same.
 */
export function useOwnDevice(roomId: string, token: string | null, ask: boolean): boolean {
  const stored = token ? seatFor(roomId) : null;
  const known = stored?.token === token ? stored.furtherDevice : undefined;
  const [asked, setAsked] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!token || !ask || known !== undefined) return;
    let live = true;
    api.devices(roomId, token).then(
      (list) => {
        markFurtherDevice(roomId, token, !list.firstDevice);
        if (live) setAsked(!list.firstDevice);
      },
      // Not known yet (a limit, the network): the server still refuses a further device; asked again next time.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roomId, token, known, ask]);
  return token !== null && !(known ?? asked ?? false);
}
