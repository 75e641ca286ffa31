import { bootstrap } from './app/bootstrap';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// This entry is small on purpose: it asks the server for the brand, the texts and the session at
// once, while the app's code (react-dom, the routes), which index.html preloads, is still arriving.
void Promise.all([bootstrap(), import('./app/app')]).then(([{ customization, locale }, { renderApp }]) => renderApp(root, customization, locale));
