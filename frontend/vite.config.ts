// Vite build and dev server for the Gridable client; the dev server forwards API and socket traffic to the backend.
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { prerenderShells } from './prerenderShells';
import { serviceWorker } from './pwa';
import { themeScript } from './themeScript';

/** Where `npm run dev` runs the watching backend: backend/package.json's dev script sets PORT to this. */
export const DEV_API_PORT = 3001;

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
  plugins: [react(), themeScript(), serviceWorker(), prerenderShells(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps: the production build ships none (the dev server still maps everything).
    sourcemap: false,
  },
  server: { proxy: proxy() },
  preview: { proxy: proxy() },
});
