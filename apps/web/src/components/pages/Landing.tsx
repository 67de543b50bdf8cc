import { useState } from 'preact/hooks';
import type { GameInfo, Pace } from '@sprawl/protocol';
import { api } from '../../lib/api';
import { useGames } from '../../lib/use-games';
import { useSeatForm } from '../../lib/use-seat-form';
import { NameField } from '../widgets/NameField';
import { ImportReplay } from '../widgets/replay/ImportReplay';
import { PaceFields } from '../widgets/PaceFields';
import { RoomNameField } from '../widgets/RoomNameField';
import { YourTables } from '../widgets/YourTables';
import { t } from '../../i18n/i18n';
import { choiceLabel, gameTitle, optionLabel } from '../../i18n/options';

type OptionValue = string | number | boolean;

/** The turn clocks a room can be made with: each player's bank for the whole match. */
const CLOCKS: (number | null)[] = [null, 10 * 60, 20 * 60, 45 * 60];
const clockLabel = (seconds: number | null) =>
  seconds === null ? t('ui.home.clockNone') : t('ui.home.clockMinutes', { n: seconds / 60 });

/** Create a private room: your name, the game, its number of players and its options, all as the server describes them. */
export function Landing() {
  const games = useGames();
  const [chosen, setChosen] = useState<string | null>(null);
  const game = games?.find((g) => g.id === chosen) ?? games?.[0];
  const [seats, setSeats] = useState<number | null>(null);
  const [options, setOptions] = useState<Record<string, OptionValue>>({});
  const [clock, setClock] = useState<number | null>(null);
  const [roomName, setRoomName] = useState('');
  const [pace, setPace] = useState<Pace>({ kind: 'live' });
  const [learning, setLearning] = useState(false);
  const players = game ? Math.min(game.maxSeats, Math.max(game.minSeats, seats ?? game.minSeats)) : 2;
  const picked = (g: GameInfo) => Object.fromEntries(g.options.map((o) => [o.key, options[o.key] ?? o.default]));
  const { name, setName, error, busy, submit } = useSeatForm((me) => {
    if (!game) return Promise.reject(new Error(t('ui.home.noGames')));
    return api.createRoom({
      game: game.id,
      seats: players,
      options: picked(game),
      name: me,
      turnClockSeconds: pace.kind === 'live' ? clock : null,
      pace,
      // Offered only where the game's bots give hints; a choice left from another game does not carry over.
      learning: learning && game.offersReview === true,
      ...(roomName.trim() ? { roomName: roomName.trim() } : {}),
    });
  });
  return (
    <div class="page landing">
      <div class="hero">
        <h1>{t('ui.home.title')}</h1>
        <p>{t('ui.home.lead')}</p>
      </div>
      <YourTables />
      <form class="card-form" onSubmit={submit} aria-label={t('ui.home.createForm')}>
        <h2>{t('ui.home.createHeading')}</h2>
        <NameField value={name} onChange={setName} placeholder={t('ui.home.namePlaceholder')} />
        <RoomNameField value={roomName} onChange={setRoomName} />
        {games && games.length > 1 && (
          <fieldset>
            <legend>{t('ui.home.game')}</legend>
            {games.map((g) => (
              <label key={g.id} class="radio">
                <input
                  type="radio"
                  name="game"
                  value={g.id}
                  checked={game?.id === g.id}
                  onChange={() => {
                    setChosen(g.id);
                    setOptions({});
                  }}
                />{' '}
                {gameTitle(g.id, g.title)}
              </label>
            ))}
          </fieldset>
        )}
        {game && (
          <fieldset>
            <legend>{t('ui.home.players')}</legend>
            {Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i).map((n) => (
              <label key={n} class="radio">
                <input type="radio" name="seats" value={n} checked={players === n} onChange={() => setSeats(n)} /> {n}
              </label>
            ))}
          </fieldset>
        )}
        {game?.options.map((field) => (
          <fieldset key={field.key}>
            <legend>{optionLabel(game.id, field.key, field.label)}</legend>
            {field.choices.map((c) => (
              <label key={String(c.value)} class="radio">
                <input
                  type="radio"
                  name={field.key}
                  value={String(c.value)}
                  checked={picked(game)[field.key] === c.value}
                  onChange={() => setOptions({ ...options, [field.key]: c.value })}
                />{' '}
                {choiceLabel(game.id, field.key, c.value, c.label)}
              </label>
            ))}
          </fieldset>
        ))}
        <PaceFields pace={pace} onChange={setPace} />
        {pace.kind === 'live' && (
          <fieldset title={t('ui.home.turnClockHelp')}>
            <legend>{t('ui.home.turnClock')}</legend>
            {CLOCKS.map((seconds) => (
              <label key={String(seconds)} class="radio">
                <input type="radio" name="clock" checked={clock === seconds} onChange={() => setClock(seconds)} />{' '}
                {clockLabel(seconds)}
              </label>
            ))}
          </fieldset>
        )}
        {game?.offersReview === true && (
          <>
            <label class="check">
              <input
                type="checkbox"
                name="learning"
                checked={learning}
                onChange={(e) => setLearning((e.target as HTMLInputElement).checked)}
              />
              {t('ui.learning.option')}
            </label>
            <p class="small muted">{t('ui.learning.optionHelp')}</p>
          </>
        )}
        {error && (
          <div class="form-error" role="alert">
            {error}
          </div>
        )}
        <button class="btn primary big" type="submit" disabled={busy || !game}>
          {t('ui.home.create')}
        </button>
        <p class="small muted">{t('ui.home.haveInvitation')}</p>
      </form>
      <ImportReplay />
    </div>
  );
}
