import { useEffect, useRef } from 'preact/hooks';
import { seatColour } from './colours';
import { withNames } from './words';
import { sayLine } from '../../i18n/i18n';
import { t } from './t';

/** The newest lines of the game log, names in place of seat numbers. */
export function Log({ log, names }: { log: { text: string; seat?: number }[]; names: string[] }) {
  const recent = log.slice(-40);
  const list = useRef<HTMLOListElement>(null);
  // Keep the newest line in sight as lines arrive.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [log.length]);
  return (
    <section class="ur-panel ur-log" aria-label={t('ui.log.label')}>
      <h3>{t('ui.table.log')}</h3>
      <ol ref={list} data-testid="log" tabIndex={0} aria-label={t('ui.log.lines')}>
        {recent.map((l, i) => (
          <li
            key={log.length - recent.length + i}
            style={l.seat !== undefined ? { borderColor: seatColour(l.seat) } : undefined}
          >
            {withNames(sayLine(l), names)}
          </li>
        ))}
      </ol>
    </section>
  );
}
