// Vite build and dev server for the Gridable client; the dev server forwards API and socket traffic to the backend.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // common's modules only declare things (zod schemas, the word list); marking them side-effect free lets the
      // home page import a constant without pulling zod and the protocol into its entry chunk.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]common[\\/]src[\\/]/.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
    },
  },
});
