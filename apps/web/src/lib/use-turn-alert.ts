import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/i18n';

const SOUND_KEY = 'sprawl.sound';
/** The page's own title (index.html), put back when the table closes. */
const PAGE_TITLE = document.title;

/** Whether this browser plays a sound when it is the player's turn (off unless the player turned it on). */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(SOUND_KEY) === 'on');
  return [
    on,
    (next: boolean) => {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
      setOn(next);
    },
  ];
}

/** A short, soft two-note chime made on the spot (no sound file to load). */
function chime(): void {
  try {
    const ctx = new AudioContext();
    [660, 880].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.08, ctx.currentTime + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.15 + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.3);
    });
    setTimeout(() => void ctx.close(), 1000);
  } catch {
    // No audio in this browser (or not allowed yet): the title still tells.
  }
}

/**
 * Tells a player it is their turn even when the tab is in the background:
 * the tab's title starts with a mark, and with the sound on a chime plays
 * each time the turn comes to them.
 */
export function useTurnAlert(myTurn: boolean, title: string, sound: boolean): void {
  useEffect(() => {
    document.title = myTurn ? t('ui.notify.tabTitle', { title }) : title;
    if (myTurn && sound) chime();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a chime when the turn comes, not when the sound is switched on
  }, [myTurn, title]);
  useEffect(() => () => void (document.title = PAGE_TITLE), []);
}
