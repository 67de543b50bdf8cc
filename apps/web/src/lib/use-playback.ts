import { useEffect } from 'preact/hooks';

interface Playback {
  playing: boolean;
  /** Steps per second. */
  speed: number;
  /** Changes whenever the position moves, so each step gets its own timer. */
  position: number;
  /** The view of the current position is on screen: only then does playback move on, so no step is skipped unseen. */
  ready: boolean;
  atEnd: boolean;
  advance: () => void;
  stop: () => void;
}

/** Plays a replay: one step forward every 1/speed seconds, waiting for slow views, stopping at the end. */
export function usePlayback({ playing, speed, position, ready, atEnd, advance, stop }: Playback): void {
  useEffect(() => {
    if (!playing) return undefined;
    if (atEnd) {
      stop();
      return undefined;
    }
    if (!ready) return undefined;
    const timer = setTimeout(advance, 1000 / speed);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- advance and stop are made anew each render; the timer restarts on these values
  }, [playing, speed, position, ready, atEnd]);
}
