import { useEffect, useRef } from 'preact/hooks';
import type { WireLog } from '../../lib/source';
import { renderLog } from '../../lib/names';
import { PlayerDot } from './PlayerDot';
import { sayLine, t } from '../../i18n/i18n';

/** The game log in plain words, newest at the bottom. */
export function GameLog({ lines, names }: { lines: WireLog[]; names: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log" aria-label={t('ui.log.label')}>
      <h3>{t('ui.table.log')}</h3>
      <div class="log-lines" ref={box} data-testid="log" tabIndex={0} aria-label={t('ui.log.lines')}>
        {lines.length === 0 && <div class="muted">{t('ui.log.nothing')}</div>}
        {lines.map((l, i) => (
          <div key={i} class="log-line">
            {l.seat !== undefined ? <PlayerDot seat={l.seat} size={9} /> : <span class="log-bullet">·</span>}
            <span>{renderLog(sayLine(l), names)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
