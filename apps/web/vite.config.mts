import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// The browser client. `npm run build -w @sprawl/web` writes dist/, which the
// server serves at / (with the SPA fallback); `npm run dev -w @sprawl/web`
// proxies /api and /ws to a server on port 3000.
export default defineConfig({
  plugins: [preact()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
