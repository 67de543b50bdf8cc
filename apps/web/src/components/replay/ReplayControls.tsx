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
export function ReplayControls({ index, count, step, lastStep, turn, playing, speed, onSeek, onStep, onPlay, onSpeed, maxTurn, onJumpTurn }: Props) {
  const [turnText, setTurnText] = useState('');
  const last = count - 1;
  const jump = (e: Event) => {
    e.preventDefault();
    const n = Number(turnText);
    if (Number.isInteger(n) && n >= 0) onJumpTurn(n);
  };
  return (
    <div class="replay-controls" role="toolbar" aria-label="Replay controls">
      <div class="replay-buttons">
        <button class="btn" onClick={() => onSeek(0)} disabled={index === 0} aria-label="Go to the start" title="Start (Home)">
          <ReplayIcon name="start" />
        </button>
        <button class="btn" onClick={() => onStep(-1)} disabled={index === 0} aria-label="Step back" title="Step back (←)" data-action="step-back">
          <ReplayIcon name="back" />
        </button>
        <button class="btn primary play" onClick={() => onPlay(!playing)} disabled={!playing && index >= last} aria-label={playing ? 'Pause' : 'Play'}
          title="Play or pause (space)" data-action="play">
          <ReplayIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button class="btn" onClick={() => onStep(1)} disabled={index >= last} aria-label="Step forward" title="Step forward (→)" data-action="step-forward">
          <ReplayIcon name="forward" />
        </button>
        <button class="btn" onClick={() => onSeek(last)} disabled={index >= last} aria-label="Go to the end" title="End (End)">
          <ReplayIcon name="end" />
        </button>
        <label class="speed">
          <span class="sr-only">Speed</span>
          <select value={speed} onChange={(e) => onSpeed(Number((e.target as HTMLSelectElement).value))} aria-label="Playback speed in steps per second">
            {SPEEDS.map((s) => <option key={s} value={s}>{s} step{s > 1 ? 's' : ''}/s</option>)}
          </select>
        </label>
      </div>
      <input class="scrubber" type="range" min={0} max={last} value={index} aria-label="Step in the match" data-testid="scrubber"
        aria-valuetext={`Step ${step} of ${lastStep}`} onInput={(e) => onSeek(Number((e.target as HTMLInputElement).value))} />
      <span class="step-label" data-testid="step-label" aria-live="polite">
        Step <b>{step}</b> / {lastStep}{turn !== null && <> · Turn {turn}</>}
      </span>
      {maxTurn !== null && (
        <form class="turn-jump" onSubmit={jump}>
          <label>
            Turn
            <input type="number" min={0} max={maxTurn} value={turnText} placeholder="N" aria-label="Jump to turn"
              onInput={(e) => setTurnText((e.target as HTMLInputElement).value)} />
          </label>
          <button class="btn small" type="submit" disabled={turnText === ''}>Go</button>
        </form>
      )}
    </div>
  );
}
