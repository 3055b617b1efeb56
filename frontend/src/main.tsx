// Browser entry: global styles, then the app into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App, routerReady } from './app/App';
import { UpdateBanner } from './lib/pwa/UpdateBanner';
import { registerServiceWorker } from './lib/pwa/registerServiceWorker';
import { watchForStaleBuild } from './lib/pwa/reloadOnStaleBuild';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
      <UpdateBanner />
    </StrictMode>,
  );
// The served HTML may already show this page's first screen (the app shell, src/shell). React replaces it in
// its first commit, so that commit waits for the page's own code (and the sections its first screen shows): until
// then the shell stays, rather than giving way to a loading fallback or a section that fills in later. Without a shell (the dev server, other pages) there is nothing to keep.
if (container.hasChildNodes()) void routerReady().then(render);
else render();

// Installable and offline: only the built app has a service worker (Vite's dev server serves modules live).
if (import.meta.env.PROD) {
  registerServiceWorker();
  watchForStaleBuild();
}
