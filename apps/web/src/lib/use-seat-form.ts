import { useState } from 'preact/hooks';
import { describeError } from './api';
import { navigate } from './router';
import { lastName, rememberName, rememberSeat } from './storage';
import type { SeatGrant } from '@sprawl/protocol';

/**
 * The shared part of creating and joining a room: a display name, the request
 * that takes a seat with it, and then remembering the seat and going to the room.
 */
export function useSeatForm(takeSeat: (name: string) => Promise<SeatGrant>) {
  const [name, setName] = useState(lastName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const chosen = name.trim();
      const grant = await takeSeat(chosen);
      rememberName(chosen);
      rememberSeat({ ...grant, name: chosen });
      navigate(`/room/${grant.roomId}`);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return { name, setName, error, busy, submit };
}
