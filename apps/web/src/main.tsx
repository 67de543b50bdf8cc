// First: before any module builds a zod schema (see strict-csp.ts).
import './strict-csp';
import { render } from 'preact';
import { App } from './components/App';
import './styles.css';
import './room.css';
import './days.css';

render(<App />, document.getElementById('app')!);
