import { useState } from 'preact/hooks';
import { api } from '../lib/api';
import { useSeatForm } from '../lib/use-seat-form';
import { NameField } from './NameField';
import { ImportReplay } from './replay/ImportReplay';

/** Create a private room: name, 2-4 seats, variant. */
export function Landing() {
  const [seats, setSeats] = useState(2);
  const [variant, setVariant] = useState<'standard' | 'long' | 'short'>('standard');
  const { name, setName, error, busy, submit } = useSeatForm((chosen) => api.createRoom({ game: 'urban-sprawl', seats, variant, name: chosen }));
  return (
    <div class="page landing">
      <div class="hero">
        <h1>Urban Sprawl</h1>
        <p>Build a town into a metropolis with friends. Open a private room, send the invitation, play in the browser.</p>
      </div>
      <form class="card-form" onSubmit={submit} aria-label="Create a room">
        <h2>Create a private room</h2>
        <NameField value={name} onChange={setName} placeholder="e.g. Ada" />
        <fieldset>
          <legend>Players</legend>
          {[2, 3, 4].map((n) => (
            <label key={n} class="radio">
              <input type="radio" name="seats" value={n} checked={seats === n} onChange={() => setSeats(n)} /> {n}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Game length</legend>
          {([['standard', 'Standard'], ['short', 'Short'], ['long', 'Long']] as const).map(([v, label]) => (
            <label key={v} class="radio">
              <input type="radio" name="variant" value={v} checked={variant === v} onChange={() => setVariant(v)} /> {label}
            </label>
          ))}
        </fieldset>
        {error && <div class="form-error" role="alert">{error}</div>}
        <button class="btn primary big" type="submit" disabled={busy}>Create room</button>
        <p class="small muted">Have an invitation? Open its link to take a seat.</p>
      </form>
      <ImportReplay />
    </div>
  );
}
