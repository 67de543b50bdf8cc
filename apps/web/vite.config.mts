import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { precompress } from './vite-precompress.mts';

// The browser client. `npm run build -w @sprawl/web` writes dist/, which the
// server serves at / (with the SPA fallback); `npm run dev -w @sprawl/web`
// proxies /api and /ws to a server on port 3000.
export default defineConfig({
  plugins: [preact(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the switch that keeps its JIT off (strict-csp.ts) in one chunk, the switch
          // right after zod: every chunk that builds a schema imports this one, so no schema
          // is made before the switch (the CSP forbids eval; test/csp.test.ts).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]strict-csp\.ts$/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
