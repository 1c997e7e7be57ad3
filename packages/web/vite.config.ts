import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves dist/ at `/` under a strict Content-Security-Policy (script-src 'self'), so the
// build must not emit inline script: no module-preload polyfill, no inlined assets as data: scripts.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
