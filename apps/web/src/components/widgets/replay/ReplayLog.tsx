import type { UiKey } from '../../../i18n/ui-en';
import { useEffect, useRef } from 'preact/hooks';
import type { ChatLine } from '@sprawl/protocol';
import type { ReplayStep } from '../../../lib/replay-api';
import { renderLog } from '../../../lib/names';
import { PlayerDot } from '../PlayerDot';
import { sayLine, t } from '../../../i18n/i18n';
import { chatWords } from '../../../lib/chat-words';

interface Props {
  steps: ReplayStep[];
  index: number;
  names: string[];
  onSeek: (index: number) => void;
  /** What was said at the table, each line shown under the step it was said at. */
  chat?: ChatLine[];
  /** How many steps to show before and after the current one. */
  before?: number;
  after?: number;
}

const KIND: Record<string, UiKey> = { start: 'ui.replay.kindStart', undo: 'ui.replay.kindUndo' };

/** A step that wrote no log line, in words: a move kept secret (a sealed bid) or one part of a longer move (a card of a payment). */
function silentStep(kind: string, who: string | null): string {
  if (kind === 'start') return t('ui.replay.begins');
  if (kind === 'undo') return t('ui.replay.tookBack', { who: who ?? t('ui.replay.aPlayer') });
  return t('ui.replay.secret', { who: who ?? t('ui.replay.aPlayer') });
}

/** The log of the current step in words, with the steps just before and after it; a step's heading seeks to it. */
export function ReplayLog({ steps, index, names, onSeek, chat = [], before = 8, after = 4 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const from = Math.max(0, index - before);
  const to = Math.min(steps.length - 1, index + after);
  // Keep the current step in sight inside the log box without scrolling the page itself.
  useEffect(() => {
    const el = box.current;
    const cur = el?.querySelector<HTMLElement>('.replay-step.current');
    if (el && cur) el.scrollTop = cur.offsetTop - el.offsetTop - el.clientHeight / 3;
  }, [index]);
  return (
    <section class="panel log replay-log" aria-label={t('ui.replay.logAround')}>
      <h3>{t('ui.table.log')}</h3>
      <div class="log-lines" ref={box} data-testid="replay-log" tabIndex={0} aria-label={t('ui.replay.stepsLines')}>
        {steps.slice(from, to + 1).map((s, k) => {
          const i = from + k;
          const who = s.seat !== null && s.seat !== undefined && s.seat >= 0 ? s.seat : null;
          return (
            <div
              key={s.seq}
              class={`replay-step${i === index ? ' current' : ''}${i > index ? ' later' : ''}`}
              data-step={s.seq}
              aria-current={i === index ? 'step' : undefined}
            >
              <button class="step-head" onClick={() => onSeek(i)}>
                <span class="sr-only">{t('ui.replay.goToStep')}</span>
                <span class="step-no">{s.seq}</span>
                {who !== null && (
                  <>
                    <PlayerDot seat={who} size={9} /> {names[who] ?? t('ui.common.player', { n: who + 1 })}
                  </>
                )}
                {KIND[s.kind] && <span class="tag">{t(KIND[s.kind])}</span>}
              </button>
              {s.log.length === 0 && (
                <div class="log-line muted">
                  {silentStep(s.kind, who === null ? null : (names[who] ?? t('ui.common.player', { n: who + 1 })))}
                </div>
              )}
              {s.log.map((l, j) => (
                <div key={j} class="log-line">
                  {l.seat !== undefined ? <PlayerDot seat={l.seat} size={9} /> : <span class="log-bullet">·</span>}
                  <span>{renderLog(sayLine(l), names)}</span>
                </div>
              ))}
              {chat
                .filter((c) => c.step === s.seq)
                .map((c) => (
                  <div key={`chat-${c.id}`} class="log-line chat-said" data-testid="replay-chat">
                    <span class="log-bullet" aria-label={t('ui.replay.said')}>
                      “
                    </span>
                    <span>
                      <b>{c.author}</b>: {chatWords(c)}
                    </span>
                  </div>
                ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
