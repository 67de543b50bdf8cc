import { useState } from 'preact/hooks';
import { DeviceLink } from './DeviceLink';
import { SeatDevices } from './SeatDevices';

/**
 * "Your seat on another device": a one-time link (and QR code) that opens
 * this seat elsewhere, and the devices it is open on. Folded until asked
 * for, so that the device list is fetched only by a player who wants it.
 */
export function SeatElsewhere({ roomId, token }: { roomId: string; token: string }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(0);
  return (
    <section class="seat-elsewhere" aria-label="Your seat on another device">
      {!open ? (
        <button class="btn small" type="button" onClick={() => setOpen(true)} data-action="seat-elsewhere">Your seat on another device…</button>
      ) : (
        <>
          <h4>Your seat on another device <button class="btn small" type="button" aria-label="Close" onClick={() => setOpen(false)}>×</button></h4>
          <DeviceLink roomId={roomId} token={token} onMade={() => setMade((n) => n + 1)} />
          <SeatDevices roomId={roomId} token={token} refresh={made} />
        </>
      )}
    </section>
  );
}
