import { MOVE_HOURS, type Pace } from '@sprawl/protocol';

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
        <legend>Pace</legend>
        <label class="radio" title="Everyone plays at the same time">
          <input type="radio" name="pace" value="live" checked={!days} onChange={() => onChange({ kind: 'live' })} /> Live
        </label>
        <label class="radio" title="Each player moves when they can; the match may last days">
          <input type="radio" name="pace" value="days" checked={!!days} onChange={() => onChange(DEFAULT_DAYS_PACE)} /> Across days
        </label>
      </fieldset>
      {days && (
        <fieldset class="pace-days" title="How long each player has for a move before the others are told">
          <legend>Time per move</legend>
          {MOVE_HOURS.map((hours) => (
            <label key={hours} class="radio">
              <input type="radio" name="moveHours" value={hours} checked={days.moveHours === hours} onChange={() => onChange({ ...days, moveHours: hours })} /> {hours} h
            </label>
          ))}
        </fieldset>
      )}
      {days && (
        <label class="check small">
          <input type="checkbox" name="botOnExpiry" checked={days.botOnExpiry} onChange={(e) => onChange({ ...days, botOnExpiry: (e.target as HTMLInputElement).checked })} />
          Let a bot play when someone's time runs out
        </label>
      )}
      {days && (
        <p class="small muted">
          {days.botOnExpiry
            ? 'When a player\'s time runs out, a bot makes that one move for them; the seat stays theirs.'
            : 'When a player\'s time runs out, the others are told and may let a bot play that one turn or give more time.'}
        </p>
      )}
    </>
  );
}
