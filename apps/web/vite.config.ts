import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API and the realtime socket run on the server (port 3000); proxying them keeps
// the browser on one origin, exactly as in production where the server serves this build.
const API_ORIGIN = 'http://localhost:3000';


export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/bundleBudget.mjs reads it to know which files a route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // Names carry no meaning for people and every chunk repeats the names it imports (and the
        // entry lists every page's), so short hashed names are bytes saved on each first visit.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              // What every page runs before it can paint, as one file instead of a dozen: fewer
              // requests on a phone's first visit, and one gzip dictionary instead of many.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand|use-sync-external-store|clsx)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
