import { useMemo } from 'preact/hooks';
import { replayAuth } from '../../lib/replay-api';
import { roomHref } from '../../lib/replay-links';
import { navigate } from '../../lib/router';
import { MatchList } from './MatchList';

/** `/room/<id>/matches`: every match of the room, to pick one to replay. */
export function MatchesPage({ roomId, invite }: { roomId: string; invite: string | null }) {
  const auth = useMemo(() => replayAuth(roomId, invite), [roomId, invite]);
  if (!auth.token && !auth.inviteCode) {
    return (
      <div class="page">
        <div class="card-form">
          <h2>This browser holds no seat in this room</h2>
          <p>Open the invitation link you were sent to see the room's matches.</p>
        </div>
      </div>
    );
  }
  return (
    <div class="page">
      <div class="card-form wide">
        <h2>Matches of this room</h2>
        <MatchList roomId={roomId} auth={auth} invite={auth.token ? null : invite} heading={false} />
        <button class="btn back" onClick={() => navigate(roomHref(roomId, invite))}>Back to the room</button>
      </div>
    </div>
  );
}
