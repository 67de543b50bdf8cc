import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '@sprawl/client';
import type { RoomStatus } from '@sprawl/protocol';
import { api } from '../../lib/api';
import { navigate } from '../../lib/router';
import { useSeatForm } from '../../lib/use-seat-form';
import { describeGame, useGames } from '../../lib/use-games';
import { NameField } from '../widgets/NameField';
import { t } from '../../i18n/i18n';
import { SiteHeader } from '../widgets/SiteHeader';
import { RoomTitle } from '../widgets/RoomTitle';

/**
 * An invitation: type a display name and take a seat, or watch. When the
 * link names its room, what the room says comes first: a match already
 * started or every seat taken offers watching (there is no seat to take),
 * and an invitation the room no longer has says so before anyone types a
 * name for nothing.
 */
export function JoinPage({ inviteCode, roomId }: { inviteCode: string; roomId: string | null }) {
  const { name, setName, error, busy, submit } = useSeatForm((chosen) => api.join({ inviteCode, name: chosen }));
  const [room, setRoom] = useState<RoomStatus | null>(null);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (roomId)
      api.status(roomId, { inviteCode }).then(setRoom, (e: unknown) => {
        if (e instanceof ApiError && (e.code === 'bad_invite' || e.code === 'no_room')) setInvalid(true);
      });
  }, [roomId, inviteCode]);
  const watchPath = roomId ? `/room/${roomId}?invite=${encodeURIComponent(inviteCode)}` : null;
  const watch = (e: Event) => {
    e.preventDefault();
    if (watchPath) navigate(watchPath);
  };
  const started = room !== null && room.status !== 'lobby';
  const full = room !== null && room.status === 'lobby' && room.seats.every((s) => s.taken || s.isBot);
  const games = useGames();
  const host = room?.seats.find((s) => s.isHost)?.name ?? null;
  const game = room
    ? describeGame(
        games?.find((g) => g.id === room.game),
        room.seatCount,
        room.options,
      )
    : null;
  return (
    <>
      <SiteHeader />
      <div class="page landing">
        <div class="hero">
          <h1>{t('ui.join.title')}</h1>
          {/* Which game, and whose table: the link alone says neither. */}
          <p data-testid="invitation">
            {room && game
              ? host
                ? t('ui.join.invitedBy', { host, game })
                : t('ui.join.invitedTo', { game })
              : t('ui.join.invited')}
          </p>
          {room && game && <RoomTitle room={room} game={game} heading="h2" />}
        </div>
        {invalid ? (
          <div class="card-form" data-testid="invitation-invalid">
            <h2>{t('ui.join.invalid')}</h2>
            <p>{t('ui.join.askAgain')}</p>
          </div>
        ) : full && watchPath ? (
          <div class="card-form" aria-label={t('ui.join.watchForm')} data-testid="room-full">
            <h2>{t('ui.join.full')}</h2>
            <p>{t('ui.join.fullWatch')}</p>
            <a class="btn primary big" href={watchPath} onClick={watch} data-action="watch">
              {t('ui.join.watch')}
            </a>
          </div>
        ) : started && watchPath ? (
          <div class="card-form" aria-label={t('ui.join.watchForm')}>
            <h2>{room.status === 'finished' ? t('ui.join.ended') : t('ui.join.started')}</h2>
            <p>{t('ui.join.everySeat')}</p>
            <a class="btn primary big" href={watchPath} onClick={watch} data-action="watch">
              {t('ui.join.watch')}
            </a>
          </div>
        ) : (
          <form class="card-form" onSubmit={submit} aria-label={t('ui.join.form')}>
            <h2>{t('ui.join.takeSeat')}</h2>
            <NameField value={name} onChange={setName} placeholder={t('ui.join.namePlaceholder')} />
            {error && (
              <div class="form-error" role="alert">
                {error}
              </div>
            )}
            <button class="btn primary big" type="submit" disabled={busy}>
              {t('ui.join.join')}
            </button>
            {watchPath && (
              <p class="small">
                {t('ui.join.orWatchBefore')}
                <a href={watchPath} onClick={watch}>
                  {t('ui.join.orWatchLink')}
                </a>
                {t('ui.join.orWatchAfter')}
              </p>
            )}
          </form>
        )}
      </div>
    </>
  );
}
