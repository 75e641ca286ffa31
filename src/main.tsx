import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void bootstrap().then(({ customization, locale }) => {
  createRoot(root).render(
    <StrictMode>
      <App customization={customization} locale={locale} />
    </StrictMode>,
  );
});
