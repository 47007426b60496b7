import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards API calls and map glyphs (/fonts) to a locally running Ruta server; the
// build lands in dist/, which the server serves with an SPA fallback. Libraries go in their own
// chunks so an app change does not invalidate the browser's cached copy of React and Mantine.
export default defineConfig({
  plugins: [react()],
  base: '/',
  server: {
    proxy: { '/api': 'http://localhost:8080', '/fonts': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-number-format|react-remove-scroll|clsx)/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
