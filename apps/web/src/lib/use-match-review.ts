import { useEffect, useState } from 'preact/hooks';
import type { ReviewReply } from '@sprawl/protocol';
import { api, describeError } from './api';
import type { ReplayAuth } from './replay-api';

/** How often a review under way is asked how far it is. */
const POLL_MS = 1000;

/**
 * A finished match's review (issue 53): where it stands when the page opens,
 * `start` to ask the server for it, and its progress asked for every second
 * until it is done. Nothing is asked of a running match.
 */
export function useMatchReview(
  roomId: string,
  matchId: string,
  auth: ReplayAuth,
  finished: boolean,
): { reply: ReviewReply | null; error: string | null; start: () => void } {
  const [reply, setReply] = useState<ReviewReply | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!finished) return;
    api.review(roomId, matchId, auth).then(setReply, (e: unknown) => setError(describeError(e)));
  }, [finished, roomId, matchId, auth]);

  const underWay = reply?.status === 'queued' || reply?.status === 'running';
  useEffect(() => {
    if (!underWay) return undefined;
    // A review lost to a server restart reads as not asked for again: the button comes back.
    const timer = setInterval(() => api.review(roomId, matchId, auth).then(setReply, () => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, roomId, matchId, auth]);

  const start = () => {
    setError(null);
    api.startReview(roomId, matchId, auth).then(setReply, (e: unknown) => setError(describeError(e)));
  };
  return { reply, error, start };
}
