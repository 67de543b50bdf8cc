import { t } from '../../../i18n/i18n';
import { useState } from 'preact/hooks';
import { ReplayIcon } from './ReplayIcon';

export const SPEEDS = [1, 2, 5, 10] as const;

interface Props {
  index: number;
  count: number;
  /** The step number (seq) at the current position. */
  step: number;
  /** The step number of the last step. */
  lastStep: number;
  turn: number | null;
  playing: boolean;
  speed: number;
  onSeek: (index: number) => void;
  /** Moves relative to the current position (safe for clicks faster than renders). */
  onStep: (delta: number) => void;
  onPlay: (playing: boolean) => void;
  onSpeed: (speed: number) => void;
  /** Highest turn number, when the server lists each step's turn; without it there is no turn input. */
  maxTurn: number | null;
  onJumpTurn: (turn: number) => void;
}

/** Step back and forth, play at a speed, scrub over the whole match, jump to a turn. */
export function ReplayControls({
  index,
  count,
  step,
  lastStep,
  turn,
  playing,
  speed,
  onSeek,
  onStep,
  onPlay,
  onSpeed,
  maxTurn,
  onJumpTurn,
}: Props) {
  const [turnText, setTurnText] = useState('');
  const last = count - 1;
  const jump = (e: Event) => {
    e.preventDefault();
    const n = Number(turnText);
    if (Number.isInteger(n) && n >= 0) onJumpTurn(n);
  };
  return (
    <div class="replay-controls" role="toolbar" aria-label={t('ui.replay.controls')}>
      <div class="replay-buttons">
        <button
          class="btn"
          onClick={() => onSeek(0)}
          disabled={index === 0}
          aria-label={t('ui.replay.toStart')}
          title={t('ui.replay.toStartHelp')}
        >
          <ReplayIcon name="start" />
        </button>
        <button
          class="btn"
          onClick={() => onStep(-1)}
          disabled={index === 0}
          aria-label={t('ui.replay.back')}
          title={t('ui.replay.backHelp')}
          data-action="step-back"
        >
          <ReplayIcon name="back" />
        </button>
        <button
          class="btn primary play"
          onClick={() => onPlay(!playing)}
          disabled={!playing && index >= last}
          aria-label={playing ? t('ui.replay.pause') : t('ui.replay.play')}
          title={t('ui.replay.playHelp')}
          data-action="play"
        >
          <ReplayIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          class="btn"
          onClick={() => onStep(1)}
          disabled={index >= last}
          aria-label={t('ui.replay.forward')}
          title={t('ui.replay.forwardHelp')}
          data-action="step-forward"
        >
          <ReplayIcon name="forward" />
        </button>
        <button
          class="btn"
          onClick={() => onSeek(last)}
          disabled={index >= last}
          aria-label={t('ui.replay.toEnd')}
          title={t('ui.replay.toEndHelp')}
        >
          <ReplayIcon name="end" />
        </button>
        <label class="speed">
          <span class="sr-only">{t('ui.replay.speed')}</span>
          <select
            value={speed}
            onChange={(e) => onSpeed(Number((e.target as HTMLSelectElement).value))}
            aria-label={t('ui.replay.speedLabel')}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('ui.replay.stepsPerSecond', { n: s })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <input
        class="scrubber"
        type="range"
        min={0}
        max={last}
        value={index}
        aria-label={t('ui.replay.scrubber')}
        data-testid="scrubber"
        aria-valuetext={t('ui.replay.stepOf', { step, last: lastStep })}
        onInput={(e) => onSeek(Number((e.target as HTMLInputElement).value))}
      />
      <span class="step-label" data-testid="step-label" aria-live="polite">
        {t('ui.replay.step')} <b>{step}</b> / {lastStep}
        {turn !== null && t('ui.replay.turnAt', { n: turn })}
      </span>
      {maxTurn !== null && (
        <form class="turn-jump" onSubmit={jump}>
          <label>
            {t('ui.replay.turn')}
            <input
              type="number"
              min={0}
              max={maxTurn}
              value={turnText}
              placeholder={t('ui.replay.turnPlaceholder')}
              aria-label={t('ui.replay.jump')}
              onInput={(e) => setTurnText((e.target as HTMLInputElement).value)}
            />
          </label>
          <button class="btn small" type="submit" disabled={turnText === ''}>
            {t('ui.replay.go')}
          </button>
        </form>
      )}
    </div>
  );
}
