// Vite build and dev server for the Gridable client; the dev server forwards API and socket traffic to the backend.
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { devProxyLogger } from './devProxyLog.ts';
import { precompress } from './precompress.ts';
import { prerenderShells } from './prerenderShells.ts';
import { serviceWorker } from './pwa.ts';
import { themeScript } from './themeScript.ts';

/**
 * Where `npm run dev` runs the watching backend: backend/package.json's dev script sets PORT to this, and both
 * read GRIDABLE_DEV_API_PORT first, so a second checkout on a shared machine can run its own pair.
 */
export const DEV_API_PORT = Number(process.env.GRIDABLE_DEV_API_PORT || 3001);
/** Vite's own port in `npm run dev`; GRIDABLE_DEV_PORT moves it. */
export const DEV_WEB_PORT = Number(process.env.GRIDABLE_DEV_PORT || 5173);

/**
 * The backend the dev server proxies to. An IPv4 literal, not "localhost": Node may resolve that to ::1 while
 * the backend binds 0.0.0.0. GRIDABLE_DEV_API points it elsewhere (the dev-loop test uses a random port).
 */
function backendUrl(): string {
  return process.env.GRIDABLE_DEV_API ?? `http://127.0.0.1:${DEV_API_PORT}`;
}

function proxy(): Record<string, ProxyOptions> {
  const target = backendUrl();
  return {
    '/api': { target, changeOrigin: true },
    '/socket.io': { target, ws: true, changeOrigin: true },
  };
}

export default defineConfig({
  customLogger: devProxyLogger(),
  plugins: [react(), themeScript(), serviceWorker(), prerenderShells(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps: the production build ships none (the dev server still maps everything).
    sourcemap: false,
  },
  // strictPort: with 5173 taken Vite would move to 5174 and proxy to whatever backend holds 3001, another
  // checkout's on a shared machine; stopping with "Port 5173 is already in use" says to pick other ports.
  server: { port: DEV_WEB_PORT, strictPort: true, proxy: proxy() },
  preview: { proxy: proxy() },
});
