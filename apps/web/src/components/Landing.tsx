import { useState } from 'preact/hooks';
import { api, describeError } from '../lib/api';
import { lastName, rememberName, rememberSeat } from '../lib/storage';
import { navigate } from '../lib/router';
import { ImportReplay } from './replay/ImportReplay';

/** Create a private room: name, 2-4 seats, variant. */
export function Landing() {
  const [name, setName] = useState(lastName());
  const [seats, setSeats] = useState(2);
  const [variant, setVariant] = useState<'standard' | 'long' | 'short'>('standard');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const grant = await api.createRoom({ game: 'urban-sprawl', seats, variant, name: name.trim() });
      rememberName(name.trim());
      rememberSeat({ ...grant, name: name.trim() });
      navigate(`/room/${grant.roomId}`);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="page landing">
      <div class="hero">
        <h1>Urban Sprawl</h1>
        <p>Build a town into a metropolis with friends. Open a private room, send the invitation, play in the browser.</p>
      </div>
      <form class="card-form" onSubmit={submit} aria-label="Create a room">
        <h2>Create a private room</h2>
        <label>
          Your name
          <input name="name" value={name} maxLength={24} required onInput={(e) => setName((e.target as HTMLInputElement).value)} placeholder="e.g. Ada" />
        </label>
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
