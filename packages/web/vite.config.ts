import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

// The dev server forwards API calls and map glyphs (/fonts) to a locally running Ruta server; the
// build lands in dist/, which the server serves with an SPA fallback. Libraries go in their own
// chunks so an app change does not invalidate the browser's cached copy of React and Mantine. Every
// text file of the build gets brotli and gzip copies (precompress.ts) that the server sends as they are.
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  server: {
    proxy: { '/api': 'http://localhost:8080', '/fonts': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // MapLibre is one prebuilt bundle of about 1.1 MB that cannot be split; only map screens load it.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper goes with React: left alone it lands in the first chunk that uses
            // it (MapLibre's), which the entry would then load.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper/,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-number-format|react-remove-scroll|clsx)/,
            },
            // Only the map screens import these: a chunk of their own, fetched with those screens.
            { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
