import { useEffect, useMemo, useState } from 'preact/hooks';
import { hideRejections, type MoveError, type WireLog } from '../../lib/source';
import { api } from '../../lib/api';
import { connectRoom } from '../../lib/connection';
import { forgetSeat, seatFor } from '../../lib/storage';
import { useSnapshot } from '../../lib/use-source';
import { seatNames } from '../../lib/names';
import { navigate } from '../../lib/router';
import { Lobby } from '../widgets/Lobby';
import { entryFor } from '../../games/registry';
import { useWing } from '../../games/use-wing';
import { PLAYER_COLORS, SeatColours } from '../../lib/seat-colours';
import { RoomTable } from '../widgets/room/RoomTable';
import { useSoundSetting, useTurnAlert } from '../../lib/use-turn-alert';
import { useGames } from '../../lib/use-games';
import { usePageNotify } from '../../notifications/use-page-notify';
import { t } from '../../i18n/i18n';
import { gameTitle as titleOf } from '../../i18n/options';

/** Refusals that end this page's use of the room: show them instead of the table. */
const FATAL = ['bad_token', 'bad_invite', 'no_room', 'no_token', 'removed', 'revoked', 'seat_lost'];
/** The log before this page, while it is being fetched (one array, so the table's merged log is not rebuilt for nothing). */
const NO_LINES: WireLog[] = [];
/** Refusals of a chat line: shown under the chat box. */
const CHAT = ['bad_chat', 'chat_too_fast', 'chat_muted'];

/**
 * A room: connects with the seat token kept in this browser (or as a
 * spectator with the invitation code), shows the lobby until the match starts,
 * then the table. The SDK reconnects by itself after a drop.
 */
export function RoomPage({ roomId, invite }: { roomId: string; invite: string | null }) {
  const stored = seatFor(roomId);
  const [fatal, setFatal] = useState<MoveError | null>(null);
  const source = useMemo(() => {
    if (!stored && !invite) return null;
    return connectRoom(roomId, stored ? { token: stored.token } : { inviteCode: invite ?? undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new connection when the token changes, not on every read of the storage
  }, [roomId, stored?.token, invite]);
  useEffect(() => () => source?.close(), [source]);
  // The table hears every refusal but the chat's, which the chat box shows.
  const tableSource = useMemo(() => source && hideRejections(source, CHAT), [source]);
  const [chatError, setChatError] = useState<string | null>(null);
  useEffect(
    () =>
      source?.onRejection?.((r) => {
        // The first reason is the one to show: a revoked device's reconnection is then refused as a bad token.
        if (FATAL.includes(r.code)) setFatal((first) => first ?? r);
        if (CHAT.includes(r.code)) setChatError(r.message);
      }),
    [source],
  );
  const snap = useSnapshot(source);
  // The game's table downloads while the lobby fills.
  const wing = useWing(snap?.room?.game ?? null);
  const games = useGames();
  const [sound, setSound] = useSoundSetting();
  const gameTitle =
    (snap?.room ? titleOf(snap.room.game, games?.find((g) => g.id === snap.room!.game)?.title ?? '') : '') ||
    t('ui.common.defaultTitle');
  const myTurn = snap?.seat != null && snap.prompts.some((p) => p.seat === snap.seat);
  useTurnAlert(myTurn, gameTitle, sound);
  usePageNotify(roomId, snap?.seat ?? null, myTurn, snap?.room?.name ?? gameTitle);

  // Log lines from before this page was opened come from the match's stored steps.
  const [history, setHistory] = useState<{ matchId: string; lines: WireLog[] } | null>(null);
  const matchId = snap?.matchId ?? null;
  useEffect(() => {
    if (!matchId || !snap || history?.matchId === matchId) return;
    const upTo = snap.version;
    setHistory({ matchId, lines: [] });
    api
      .steps(roomId, matchId, stored ? { token: stored.token } : { inviteCode: invite ?? undefined })
      .then((r) => {
        const lines = r.steps.filter((s) => s.seq <= upTo).flatMap((s) => s.log);
        // Later lines arrive on the connection itself.
        setHistory({ matchId, lines });
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per match; the rest is read as it is then
  }, [matchId]);

  if (!source) {
    return (
      <div class="page">
        <div class="card-form">
          <h2>{t('ui.room.noSeat')}</h2>
          <p>{t('ui.room.openInvitation')}</p>
          <button class="btn" onClick={() => navigate('/')}>
            {t('ui.room.createInstead')}
          </button>
        </div>
      </div>
    );
  }
  if (fatal) {
    return (
      <div class="page">
        <div class="card-form">
          <h2>{t('ui.room.cannotOpen')}</h2>
          <p role="alert">{fatal.message}</p>
          {stored && (
            <button
              class="btn"
              onClick={() => {
                forgetSeat(roomId);
                navigate('/');
              }}
            >
              {t('ui.room.forgetSeat')}
            </button>
          )}
        </div>
      </div>
    );
  }
  if (!snap || !snap.room)
    return (
      <div class="page">
        <p class="muted">{t('ui.common.connecting')}</p>
      </div>
    );
  const token = stored?.token ?? null;
  const say = (text: string) => {
    setChatError(null);
    source.say?.(text);
  };
  const colours = entryFor(snap.room.game).seatColours ?? PLAYER_COLORS;
  if (!snap.view || !snap.matchId) {
    return (
      <SeatColours.Provider value={colours}>
        <Lobby room={snap.room} seat={snap.seat} token={token} chat={snap.chat} onSay={say} chatError={chatError} />
      </SeatColours.Provider>
    );
  }
  if (!wing)
    return (
      <div class="page">
        <p class="muted">{t('ui.common.loading')}</p>
      </div>
    );
  const names = seatNames(snap.room, snap.room.seatCount);
  const title =
    snap.role === 'spectator' ? t('ui.room.spectating') : t('ui.room.youAre', { name: names[snap.seat ?? 0] });
  return (
    <SeatColours.Provider value={colours}>
      <RoomTable
        wing={wing}
        source={tableSource ?? source}
        snap={snap}
        names={names}
        history={history?.lines ?? NO_LINES}
        title={title}
        token={token}
        chat={snap.chat}
        onSay={say}
        chatError={chatError}
        sound={sound}
        setSound={setSound}
      />
    </SeatColours.Provider>
  );
}
