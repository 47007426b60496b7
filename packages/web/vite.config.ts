import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards API calls to a locally running Ruta server; the build lands in dist/,
// which the server serves with an SPA fallback.
export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
