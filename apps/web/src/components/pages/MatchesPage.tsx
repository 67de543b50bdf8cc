import { t } from '../../i18n/i18n';
import { useMemo } from 'preact/hooks';
import { replayAuth } from '../../lib/replay-api';
import { roomHref } from '../../lib/replay-links';
import { navigate } from '../../lib/router';
import { MatchList } from '../widgets/replay/MatchList';

/** `/room/<id>/matches`: every match of the room, to pick one to replay. */
export function MatchesPage({ roomId, invite }: { roomId: string; invite: string | null }) {
  const auth = useMemo(() => replayAuth(roomId, invite), [roomId, invite]);
  if (!auth.token && !auth.inviteCode) {
    return (
      <div class="page">
        <div class="card-form">
          <h2>{t('ui.room.noSeat')}</h2>
          <p>{t('ui.replay.seeMatches')}</p>
        </div>
      </div>
    );
  }
  return (
    <div class="page">
      <div class="card-form wide">
        <h2>{t('ui.replay.roomMatches')}</h2>
        <MatchList roomId={roomId} auth={auth} invite={auth.token ? null : invite} heading={false} />
        <button class="btn back" onClick={() => navigate(roomHref(roomId, invite))}>
          {t('ui.replay.backToRoom')}
        </button>
      </div>
    </div>
  );
}
