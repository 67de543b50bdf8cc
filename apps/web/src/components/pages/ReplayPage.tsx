import { gameTitle, seriesLabel } from '../../i18n/options';
import { t } from '../../i18n/i18n';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { fetchView, replayAuth } from '../../lib/replay-api';
import { roomHref } from '../../lib/replay-links';
import { useReplaySteps } from '../../lib/use-replay-steps';
import { ReplayViews } from '../../lib/replay-source';
import { useReplayView } from '../../lib/use-replay-view';
import { usePlayback } from '../../lib/use-playback';
import { useArrowKeys } from '../../lib/use-arrow-keys';
import { navigate } from '../../lib/router';
import { seatFor } from '../../lib/storage';
import { ReplayControls } from '../widgets/replay/ReplayControls';
import { ReplayLog } from '../widgets/replay/ReplayLog';
import { entryFor } from '../../games/registry';
import { useWing } from '../../games/use-wing';
import { useGames } from '../../lib/use-games';
import { ScoreChart } from '../widgets/replay/ScoreChart';
import { ForkPanel } from '../widgets/replay/ForkPanel';
import { ReviewPanel } from '../widgets/replay/ReviewPanel';
import { useMatchReview } from '../../lib/use-match-review';
import { ReplayHeader } from '../widgets/replay/ReplayHeader';
import { GameLog } from '../widgets/GameLog';
import { PLAYER_COLORS, SeatColours } from '../../lib/seat-colours';

interface Props {
  roomId: string;
  matchId: string;
  invite: string | null;
  /** The step to open at (`?step=` in the address). */
  initialStep: number | null;
}

/**
 * A stored match, step by step: the live table's board and panels (read-only)
 * at the chosen step, with stepping, playback, a scrubber, the log around the
 * step and the scores over the whole match.
 */
export function ReplayPage({ roomId, matchId, invite, initialStep }: Props) {
  const auth = useMemo(() => replayAuth(roomId, invite), [roomId, invite]);
  const stored = seatFor(roomId);
  const { data, room, error: loadError } = useReplaySteps(roomId, matchId, auth);
  const [index, setIndex] = useState(0);
  const [omniscient, setOmniscient] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(2);
  const games = useGames();
  // The game's words and replay table, downloaded once the replay says which game it is.
  const wing = useWing(data?.game ?? null);

  // Open at the step the address names, once the steps are known.
  const loaded = data !== null;
  useEffect(() => {
    if (!data || initialStep === null) return;
    const at = data.steps.findIndex((s) => s.seq >= initialStep);
    setIndex(at < 0 ? data.steps.length - 1 : at);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the steps first come: a refreshed step list must not move the player
  }, [loaded]);

  // Views of past steps never change, so the cache outlives refreshed step lists.
  const reproducible = data?.reproducible ?? false;
  const views = useMemo(
    () => (reproducible ? new ReplayViews((step, omni) => fetchView(roomId, matchId, step, auth, omni)) : null),
    [reproducible, roomId, matchId, auth],
  );
  const steps = data?.steps ?? [];
  const last = Math.max(0, steps.length - 1);
  const step = steps[index]?.seq ?? 0;
  const finished = data?.status === 'finished';
  const omni = omniscient && finished;
  const review = useMatchReview(roomId, matchId, auth, finished && reproducible);
  const seek = (i: number) => setIndex(Math.max(0, Math.min(last, i)));
  // Relative moves go through the state updater: key repeats can arrive faster than renders.
  const seekBy = (delta: number) => setIndex((i) => Math.max(0, Math.min(last, i + delta)));
  // The steps worth having next: the neighbours, and further ahead while playing.
  const neighbours = () => {
    const ahead = playing ? Math.max(2, Math.ceil(speed / 2)) : 2;
    const idx = [index + 1, index - 1, ...Array.from({ length: ahead - 1 }, (_, k) => index + 2 + k)];
    return idx.filter((i) => i >= 0 && i <= last).map((i) => steps[i].seq);
  };
  const { shown, error: viewError } = useReplayView(views, step, omni, neighbours);
  const ready = !!shown && shown.step === step && shown.omniscient === omni;

  usePlayback({
    playing,
    speed,
    position: index,
    ready,
    atEnd: index >= last,
    advance: () => setIndex((i) => Math.min(last, i + 1)),
    stop: () => setPlaying(false),
  });
  useArrowKeys({
    back: (by) => {
      setPlaying(false);
      seekBy(-by);
    },
    forward: (by) => {
      setPlaying(false);
      seekBy(by);
    },
    home: () => seek(0),
    end: () => seek(last),
    toggle: () => setPlaying((p) => !p),
  });

  // The address follows the step (not while playing), so that a position can be shared or reloaded.
  useEffect(() => {
    if (playing || !data) return undefined;
    const timer = setTimeout(() => {
      const q = new URLSearchParams(location.search);
      q.set('step', String(step));
      history.replaceState(null, '', `${location.pathname}?${q}`);
    }, 300);
    return () => clearTimeout(timer);
  }, [step, playing, data]);

  const count = steps.find((s) => s.scores.length)?.scores.length ?? data?.seats?.length ?? room?.seatCount ?? 0;
  const names = Array.from(
    { length: count },
    (_, i) => data?.seats?.[i] ?? room?.seats[i]?.name ?? t('ui.common.player', { n: i + 1 }),
  );
  const turns = steps.map((s) => s.turn).filter((t): t is number => typeof t === 'number');
  const maxTurn = turns.length ? Math.max(...turns) : null;
  const jumpToTurn = (n: number) => {
    const at = steps.findIndex((s) => (s.turn ?? -1) >= n);
    setPlaying(false);
    seek(at < 0 ? last : at);
  };
  const hostSeat = stored && room?.seats[stored.seat]?.isHost ? stored.seat : null;
  const inviteCode = auth.inviteCode ?? stored?.inviteCode ?? room?.inviteCode ?? null;

  if (loadError) {
    return (
      <div class="page">
        <div class="card-form">
          <h2>{t('ui.replay.cannotOpen')}</h2>
          <p role="alert">{loadError}</p>
          <button class="btn" onClick={() => navigate(roomHref(roomId, invite))}>
            {t('ui.replay.backToRoom')}
          </button>
        </div>
      </div>
    );
  }
  if (!data || !wing)
    return (
      <div class="page">
        <p class="muted">{t('ui.replay.loading')}</p>
      </div>
    );
  const { ReplayTable, ReplayStatus } = wing;

  // The server refuses to export a match it cannot rebuild, so there is no download link then.
  const header = (
    <ReplayHeader
      roomId={roomId}
      matchId={matchId}
      invite={invite}
      inviteCode={data.reproducible ? inviteCode : null}
      names={names}
      title={gameTitle(data.game, games?.find((g) => g.id === data.game)?.title ?? '')}
      finished={finished}
    >
      {shown && ready && ReplayStatus && <ReplayStatus view={shown.view} names={names} />}
    </ReplayHeader>
  );

  if (!data.reproducible) {
    return (
      <div class="table replay">
        {header}
        <div class="replay-banner" role="alert" data-testid="not-reproducible">
          <b>{t('ui.replay.notReproducibleTitle')}</b>{' '}
          {t('ui.replay.notReproducible', { version: data.rulesVersion ?? t('ui.replay.unknown') })}
        </div>
        <main class="replay-logonly">
          <GameLog lines={steps.flatMap((s) => s.log)} names={names} />
        </main>
      </div>
    );
  }

  // Only finished matches can be forked, and only by the host.
  const fork =
    finished && hostSeat !== null && stored ? (
      <ForkPanel
        roomId={roomId}
        matchId={matchId}
        hostToken={stored.token}
        hostSeat={hostSeat}
        hostName={stored.name}
        step={step}
      />
    ) : null;
  const chart = (
    <ScoreChart
      steps={steps}
      series={(data?.series ?? []).map((s) => ({ ...s, label: seriesLabel(data.game, s.key, s.label) }))}
      index={index}
      names={names}
      onSeek={(i) => {
        setPlaying(false);
        seek(i);
      }}
    />
  );
  const reviewPanel = finished ? (
    <ReviewPanel
      reply={review.reply}
      error={review.error}
      onStart={review.start}
      step={step}
      names={names}
      onSeekStep={(n) => {
        setPlaying(false);
        const at = steps.findIndex((s) => s.seq >= n);
        seek(at < 0 ? last : at);
      }}
    />
  ) : null;
  const log = (
    <ReplayLog
      steps={steps}
      index={index}
      names={names}
      chat={data.chat}
      onSeek={(i) => {
        setPlaying(false);
        seek(i);
      }}
    />
  );
  return (
    <SeatColours.Provider value={entryFor(data.game).seatColours ?? PLAYER_COLORS}>
      <div class="table replay">
        {header}
        <div class="replay-bar">
          <ReplayControls
            index={index}
            count={steps.length}
            step={step}
            lastStep={steps[last]?.seq ?? 0}
            turn={steps[index]?.turn ?? null}
            playing={playing}
            speed={speed}
            onSeek={(i) => {
              setPlaying(false);
              seek(i);
            }}
            onStep={(d) => {
              setPlaying(false);
              seekBy(d);
            }}
            onPlay={setPlaying}
            onSpeed={setSpeed}
            maxTurn={maxTurn}
            onJumpTurn={jumpToTurn}
          />
          {finished && (
            <label class="omniscient" title={t('ui.replay.omniscientHelp')}>
              <input
                type="checkbox"
                checked={omniscient}
                onChange={(e) => setOmniscient((e.target as HTMLInputElement).checked)}
                data-action="omniscient"
              />
              {t('ui.replay.omniscient')}
            </label>
          )}
        </div>
        {viewError && (
          <div class="replay-banner warn" role="alert">
            {t('ui.replay.stepError', { n: step, error: viewError })}
          </div>
        )}
        {shown ? (
          <ReplayTable
            view={shown.view}
            names={names}
            step={shown.step}
            loading={!ready}
            left={log}
            right={
              <>
                {chart}
                {reviewPanel}
                {fork}
              </>
            }
          />
        ) : (
          <main class="replay-logonly">
            <p class="muted">{viewError ? '' : t('ui.replay.loadingStep', { n: step })}</p>
          </main>
        )}
      </div>
    </SeatColours.Provider>
  );
}
