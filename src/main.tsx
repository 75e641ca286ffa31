import { bootstrap } from './app/bootstrap';
import './styles.css';

// This entry is small on purpose: it asks the server for the brand, the texts and the session at
// once, while the app's code (react-dom, the routes), which index.html preloads, is still arriving.
// It may run before the page's end has arrived (bootstrap.ts): the root is looked up after.
void Promise.all([bootstrap(), import('./app/app')]).then(([{ customization, locale }, { renderApp }]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  renderApp(root, customization, locale);
});
