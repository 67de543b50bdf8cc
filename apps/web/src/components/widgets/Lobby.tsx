import { useState } from 'preact/hooks';
import type { AddBotBody, ChatLine, RoomStatus } from '@sprawl/protocol';
import { forgetSeat, rememberName } from '../../lib/storage';
import { navigate } from '../../lib/router';
import { ChatPanel } from './room/ChatPanel';
import { api, describeError } from '../../lib/api';
import { PlayerDot } from './PlayerDot';
import { MatchList } from './replay/MatchList';
import { ContinuesNotice } from './ContinuesNotice';
import { describeGame, useGames } from '../../lib/use-games';
import { SeatElsewhere } from './SeatElsewhere';
import { PaceNote } from './PaceNote';
import { LearningNote } from './LearningNote';
import { RoomTitle } from './RoomTitle';
import { t } from '../../i18n/i18n';
import type { UiKey } from '../../i18n/ui-en';
import { SiteHeader } from './SiteHeader';
import { useOwnDevice } from '../../lib/use-own-device';

type BotLevel = NonNullable<AddBotBody['level']>;
const BOT_LEVEL_CHOICES: [BotLevel, UiKey][] = [
  ['easy', 'ui.lobby.botEasy'],
  ['normal', 'ui.lobby.botNormal'],
  ['hard', 'ui.lobby.botHard'],
];

interface Props {
  room: RoomStatus;
  seat: number | null;
  token: string | null;
  chat: ChatLine[];
  onSay: (text: string) => void;
  chatError: string | null;
}

/**
 * The room before the match: the invitation to share, the seats filling up
 * (rename, leave; the host seats bots, frees seats and sends spectators
 * away: all from the device that took the seat), the chat, and the host's
 * Start.
 */
export function Lobby({ room, seat, token, chat, onSay, chatError }: Props) {
  const games = useGames();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  // The level the host picked for each empty seat's bot; easy (today's bot) until picked.
  const [levels, setLevels] = useState<Record<number, BotLevel>>({});
  const isHost = seat !== null && room.seats[seat]?.isHost === true;
  // A further device (opened from a link) plays the seat; the room and the seat are managed from the one that took it.
  const ownDevice = useOwnDevice(room.id, token, isHost);
  const manages = isHost && ownDevice;
  const link = `${location.origin}/join/${room.inviteCode}?room=${room.id}`;
  const call = async (f: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      (document.getElementById('invite-link') as HTMLInputElement | null)?.select();
    }
  };
  const free = room.seats.filter((s) => !s.taken).length;
  const [renaming, setRenaming] = useState<string | null>(null);
  const rename = (e: Event) => {
    e.preventDefault();
    if (!token || renaming === null) return;
    const name = renaming.trim();
    void call(async () => {
      await api.rename(room.id, token, name);
      rememberName(name);
      setRenaming(null);
    });
  };
  const leave = () => {
    if (!token) return;
    void call(async () => {
      await api.leave(room.id, token);
      forgetSeat(room.id);
      navigate('/');
    });
  };
  return (
    <>
      <SiteHeader />
      <div class="page lobby">
        <div class="card-form wide">
          <RoomTitle
            room={room}
            game={describeGame(
              games?.find((g) => g.id === room.game),
              room.seatCount,
              room.options,
            )}
            heading="h2"
          />
          <ContinuesNotice continues={room.continues} />
          <label>
            {t('ui.lobby.invitation')}
            <div class="invite">
              <input
                id="invite-link"
                readOnly
                value={link}
                onFocus={(e) => (e.target as HTMLInputElement).select()}
                data-testid="invite-link"
              />
              <button class="btn" type="button" onClick={copy}>
                {copied ? t('ui.lobby.copied') : t('ui.lobby.copy')}
              </button>
            </div>
          </label>
          {manages && token && (
            <p class="muted small">
              {t('ui.lobby.wrongPerson')}{' '}
              <button
                class="btn small"
                type="button"
                disabled={busy}
                data-action="rotate-invite"
                onClick={() =>
                  call(async () => {
                    await api.rotateInvite(room.id, token);
                    setCopied(false);
                  })
                }
              >
                {t('ui.lobby.newLink')}
              </button>{' '}
              {t('ui.lobby.newLinkHelp')}
            </p>
          )}
          <h3>{t('ui.lobby.seats')}</h3>
          <ul class="seats">
            {room.seats.map((s) => (
              <li key={s.index} class={s.taken ? 'taken' : 'free'} data-seat={s.index}>
                <PlayerDot seat={s.index} size={14} />
                {s.index === seat && renaming !== null ? (
                  <form class="rename" onSubmit={rename}>
                    <input
                      aria-label={t('ui.name.yours')}
                      value={renaming}
                      maxLength={24}
                      onInput={(e) => setRenaming((e.target as HTMLInputElement).value)}
                      data-testid="rename-input"
                    />
                    <button class="btn small primary" type="submit" disabled={busy}>
                      {t('ui.common.save')}
                    </button>
                    <button class="btn small" type="button" onClick={() => setRenaming(null)}>
                      {t('ui.common.cancel')}
                    </button>
                  </form>
                ) : (
                  <span class="seat-name">
                    {s.taken ? s.name : <span class="muted">{t('ui.common.emptySeat')}</span>}
                  </span>
                )}
                {s.index === seat && <span class="tag">{t('ui.common.you')}</span>}
                {s.isHost && <span class="tag">{t('ui.common.host')}</span>}
                {s.isBot && (
                  <span class="tag">
                    {s.botLevel
                      ? t('ui.common.botLevel', { level: t(`ui.botLevel.${s.botLevel}`) })
                      : t('ui.common.bot')}
                  </span>
                )}
                {s.taken && !s.isBot && (
                  <span class={`presence ${s.connected ? 'on' : 'off'}`}>
                    {s.connected ? t('ui.common.online') : t('ui.common.offline')}
                  </span>
                )}
                {manages && !s.taken && token && (
                  <>
                    <select
                      aria-label={t('ui.lobby.botLevelLabel')}
                      value={levels[s.index] ?? 'easy'}
                      disabled={busy}
                      data-testid="bot-level"
                      onChange={(e) =>
                        setLevels({ ...levels, [s.index]: (e.target as HTMLSelectElement).value as BotLevel })
                      }
                    >
                      {BOT_LEVEL_CHOICES.map(([value, label]) => (
                        <option value={value}>{t(label)}</option>
                      ))}
                    </select>
                    <button
                      class="btn small"
                      disabled={busy}
                      onClick={() => call(() => api.addBot(room.id, token, s.index, levels[s.index] ?? 'easy'))}
                      data-action="add-bot"
                    >
                      {t('ui.lobby.seatBot')}
                    </button>
                  </>
                )}
                {s.index === seat && token && ownDevice && renaming === null && (
                  <>
                    <button
                      class="btn small"
                      disabled={busy}
                      onClick={() => setRenaming(s.name ?? '')}
                      data-action="rename"
                    >
                      {t('ui.lobby.rename')}
                    </button>
                    <button class="btn small" disabled={busy} onClick={leave} data-action="leave">
                      {t('ui.lobby.leave')}
                    </button>
                  </>
                )}
                {manages && s.taken && s.index !== seat && token && (
                  <button
                    class="btn small"
                    disabled={busy}
                    onClick={() => call(() => api.removeSeat(room.id, token, s.index))}
                    data-action="remove-seat"
                  >
                    {s.isBot ? t('ui.lobby.removeBot') : t('ui.lobby.freeSeat')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {room.spectators.length > 0 && (
            <>
              <h3>{t('ui.lobby.watching')}</h3>
              <ul class="seats">
                {room.spectators.map((w) => (
                  <li key={w.id}>
                    <span class="seat-name">{w.name}</span>
                    {manages && token && (
                      <button
                        class="btn small"
                        disabled={busy}
                        onClick={() => call(() => api.removeSpectator(room.id, token, w.id))}
                        data-action="remove-spectator"
                      >
                        {t('ui.lobby.askToLeave')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {error && (
            <div class="form-error" role="alert">
              {error}
            </div>
          )}
          {isHost && token ? (
            <>
              {/* The server starts a match only with every seat filled: say so before the click, not after. */}
              <button
                class="btn primary big"
                disabled={busy || free > 0}
                aria-describedby={free > 0 ? 'start-why' : undefined}
                onClick={() => call(() => api.start(room.id, token))}
                data-action="start"
              >
                {t('ui.lobby.start')}
              </button>
              {free > 0 && (
                <p id="start-why" class="muted small" data-testid="start-why">
                  {t('ui.lobby.startWhy', { free })}
                </p>
              )}
            </>
          ) : (
            <p class="muted">{seat === null ? t('ui.lobby.youWatch') : t('ui.lobby.waitHost')}</p>
          )}
          <h3>{t('ui.lobby.chat')}</h3>
          <ChatPanel
            lines={chat}
            onSay={onSay}
            error={chatError}
            silenced={seat === null && !room.spectatorChat ? t('ui.lobby.spectatorsMuted') : null}
          />
          {manages && token && (
            <label class="check small">
              <input
                type="checkbox"
                checked={room.spectatorChat}
                disabled={busy}
                onChange={(e) => call(() => api.spectatorChat(room.id, token, (e.target as HTMLInputElement).checked))}
                data-testid="spectator-chat"
              />
              {t('ui.lobby.spectatorsMayChat')}
            </label>
          )}
          {room.turnClockSeconds !== null && (
            <p class="muted small">{t('ui.lobby.turnClock', { minutes: Math.round(room.turnClockSeconds / 60) })}</p>
          )}
          <PaceNote room={room} />
          <LearningNote learning={room.learning} />
          {token && seat !== null && <SeatElsewhere roomId={room.id} token={token} />}
          <MatchList
            roomId={room.id}
            auth={token ? { token } : { inviteCode: room.inviteCode }}
            invite={token ? null : room.inviteCode}
            hideWhenEmpty
          />
        </div>
      </div>
    </>
  );
}
