import { MOVE_HOURS, type Pace } from '@sprawl/protocol';
import { t } from '../../i18n/i18n';

/** What a room across days starts with: a day per move, the others decide when time runs out. */
export const DEFAULT_DAYS_PACE: Pace = { kind: 'days', moveHours: 24, botOnExpiry: false };

/**
 * How the room is played, chosen when it is made: live (everyone at the
 * table together; the create form's turn clock belongs to this pace) or
 * across days, with a time per move and whether a bot plays a turn whose
 * time ran out without asking the others.
 */
export function PaceFields({ pace, onChange }: { pace: Pace; onChange: (pace: Pace) => void }) {
  const days = pace.kind === 'days' ? pace : null;
  return (
    <>
      <fieldset class="pace">
        <legend>{t('ui.pace.legend')}</legend>
        <label class="radio" title={t('ui.pace.liveHelp')}>
          <input type="radio" name="pace" value="live" checked={!days} onChange={() => onChange({ kind: 'live' })} />{' '}
          {t('ui.pace.live')}
        </label>
        <label class="radio" title={t('ui.pace.daysHelp')}>
          <input type="radio" name="pace" value="days" checked={!!days} onChange={() => onChange(DEFAULT_DAYS_PACE)} />{' '}
          {t('ui.pace.days')}
        </label>
      </fieldset>
      {days && (
        <fieldset class="pace-days" title={t('ui.pace.perMoveHelp')}>
          <legend>{t('ui.pace.perMove')}</legend>
          {MOVE_HOURS.map((hours) => (
            <label key={hours} class="radio">
              <input
                type="radio"
                name="moveHours"
                value={hours}
                checked={days.moveHours === hours}
                onChange={() => onChange({ ...days, moveHours: hours })}
              />{' '}
              {t('ui.time.hoursShort', { n: hours })}
            </label>
          ))}
        </fieldset>
      )}
      {days && (
        <label class="check small">
          <input
            type="checkbox"
            name="botOnExpiry"
            checked={days.botOnExpiry}
            onChange={(e) => onChange({ ...days, botOnExpiry: (e.target as HTMLInputElement).checked })}
          />
          {t('ui.pace.botOnExpiry')}
        </label>
      )}
      {days && <p class="small muted">{days.botOnExpiry ? t('ui.pace.botOnExpiryOn') : t('ui.pace.botOnExpiryOff')}</p>}
    </>
  );
}
