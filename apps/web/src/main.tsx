// First: before any module builds a zod schema (see strict-csp.ts).
import './strict-csp';
import { render } from 'preact';
import { App } from './components/pages/App';
import { loadLanguage } from './i18n/i18n';
import { askForGames } from './lib/use-games';
import './styles.css';
import './room.css';
import './days.css';

// The start page needs the server's games: asked for at once, while its words load.
if (location.pathname === '/') askForGames();

// The page's words come in the player's language only, before anything is drawn.
// Should they fail to come, the page is drawn all the same (its keys showing) rather than left blank.
void loadLanguage()
  .catch((e: unknown) => console.error('words failed to load', e))
  .then(() => render(<App />, document.getElementById('app')!));
