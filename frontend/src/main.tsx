// Browser entry: global styles, then the app into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { UpdateBanner } from './lib/pwa/UpdateBanner';
import { registerServiceWorker } from './lib/pwa/registerServiceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    <UpdateBanner />
  </StrictMode>,
);

// Installable and offline: only the built app has a service worker (Vite's dev server serves modules live).
if (import.meta.env.PROD) registerServiceWorker();
