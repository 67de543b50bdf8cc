import { useEffect, useState } from 'preact/hooks';
import { api, describeError } from './api';
import { fetchSteps, type ReplayAuth, type ReplaySteps } from './replay-api';
import type { RoomStatus } from '@sprawl/protocol';

/**
 * A match's step list (and its room, for names and who the host is; the
 * replay works without it). While the match runs, new steps are picked up
 * every few seconds.
 */
export function useReplaySteps(
  roomId: string,
  matchId: string,
  auth: ReplayAuth,
  pollMs = 5000,
): {
  data: ReplaySteps | null;
  room: RoomStatus | null;
  error: string | null;
} {
  const [data, setData] = useState<ReplaySteps | null>(null);
  const [room, setRoom] = useState<RoomStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchSteps(roomId, matchId, auth).then(setData, (e: unknown) => setError(describeError(e)));
    api.status(roomId, auth).then(setRoom, () => undefined);
  }, [roomId, matchId, auth]);

  const running = data?.status === 'running';
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => fetchSteps(roomId, matchId, auth).then(setData, () => undefined), pollMs);
    return () => clearInterval(timer);
  }, [running, roomId, matchId, auth, pollMs]);

  return { data, room, error };
}
