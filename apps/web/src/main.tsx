import { render } from 'preact';
import { App } from './components/App';
import './styles.css';
import './room.css';

render(<App />, document.getElementById('app')!);
