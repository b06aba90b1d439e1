import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API and the realtime socket run on the server (port 3000); proxying them keeps
// the browser on one origin, exactly as in production where the server serves this build.
const API_ORIGIN = 'http://localhost:3000';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * <link rel=modulepreload> in index.html for every chunk the entry imports, however deep, and for the
 * app it starts (boot.tsx, imported once the page has painted: main.tsx) and everything that imports.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'sidecamp:preload-entry-imports',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(_html, context) {
      const bundle = context.bundle ?? {};
      const files = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return;
        for (const imported of chunk.imports) {
          if (files.has(imported)) continue;
          files.add(imported);
          visit(imported);
        }
      };
      if (context.chunk) {
        visit(context.chunk.fileName);
        for (const started of context.chunk.dynamicImports) {
          files.add(started);
          visit(started);
        }
      }
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * One line per build (where it went, how many files, how many bytes, how long) in place of Vite's
 * line per chunk, which made `npm start` print ~690 lines before the server's first one.
 */
function buildSummary(): Plugin {
  let started = 0;
  return {
    name: 'sidecamp:build-summary',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    writeBundle(options, bundle) {
      const files = Object.values(bundle);
      const bytes = files.reduce(
        (sum, file) => sum + (file.type === 'chunk' ? Buffer.byteLength(file.code) : file.source.length),
        0,
      );
      const outDir = path.relative(REPO_ROOT, options.dir ?? REPO_ROOT);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Web app built to ${outDir} in ${seconds} s: ${files.length} files, ${Math.round(bytes / 1024)} KiB.`,
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadEntryImports(), buildSummary()],
  // Warnings and errors only: buildSummary() says what was built.
  logLevel: 'warn',
  // The server renderer carries its packages, built for production: the server's own NODE_ENV
  // (unset by `npm start`) must not make React render pages with its slow development build.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? {
        // The server renderer (src/entry-server.tsx), loaded by apps/server for public pages. Its
        // packages stay in node_modules; the browser's files (public/, assets) come from dist/.
        outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // scripts/bundleBudget.mjs reads it to know which files a route loads first.
        manifest: true,
        // No preload helper: it appended a <link rel=modulepreload> per dependency of every lazy
        // import, about 200 ms of a phone's main thread on a first visit, and its dependency lists
        // were bytes in every first load. The entry's imports are preloaded from index.html
        // (preloadEntryImports) and a server-rendered page's own chunks from its HTML (apps/server).
        modulePreload: false,
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
                {
                  // The React Aria core that every dialog, sheet and form field shares (overlays,
                  // focus, interactions, i18n, form state) and the kit's wrappers of it: one file
                  // instead of some twenty, which a first visit fetches with the shell's overlays
                  // once the browser is idle. It carries a little that the overlays do not use (about
                  // 12 KiB compressed: parts other pages' menus and pickers need).
                  name: 'aria',
                  test: /node_modules[\\/](react-aria[\\/]dist[\\/]private[\\/](utils|ssr|interactions|focus|i18n|overlays|live-announcer|visually-hidden|label|form|button|dialog|textfield|switch|toggle|progress)[\\/]|react-stately[\\/]dist[\\/]private[\\/](utils|form|toggle|overlays)[\\/]|@internationalized[\\/]string[\\/]|react-aria-components[\\/]dist[\\/]private[\\/](utils|Dialog|Modal|Heading|Button|TextField|Input|Label|Form|FieldError|Text|Switch|Group|ProgressBar|Autocomplete|Hidden|useSlot|VisuallyHidden|PressResponder)\.)|apps[\\/]web[\\/]src[\\/]ui[\\/](Dialog|TextField|Toggle)\.tsx$/,
                  priority: 7,
                },
                {
                  // Icons several pages draw (at least four chunks use each), as one file: the hub
                  // fetched a dozen icon files of a few hundred bytes each. The rest stay with the
                  // page that draws them.
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  minShareCount: 4,
                  // Before the React Aria group, which would otherwise take the icons its wrappers
                  // draw (the dialog's close cross), and with them a place in every page's first load.
                  priority: 8,
                },
                {
                  // The hub's cards and filters with the project list's hooks and keys, which the
                  // hub, the finder, profiles and booths share: one file instead of six of a few
                  // hundred bytes each on the hub's first visit (the phone's first visit counts files).
                  name: 'project-cards',
                  test: /apps[\\/]web[\\/]src[\\/]features[\\/]projects[\\/](api[\\/](hubFilters|projectKeys)\.ts|hooks[\\/]useProjectHub\.ts|components[\\/](HubFilterFields|ProjectLogo|StageBadge|OpenPositionChips|ProjectCard|ProjectCardSkeleton)\.tsx)$/,
                  priority: 5,
                },
                {
                  // The same for the UI kit's small parts (badges, headers, dates, code labels); its
                  // React Aria wrappers (every *Dialog, the sheet's panel, text fields, toggles) and
                  // the toaster stay out, so a page without a dialog does not fetch React Aria.
                  name: 'kit',
                  test: (id) =>
                    /apps[\\/]web[\\/]src[\\/]ui[\\/]/.test(id) &&
                    !/(Dialog|SheetPanel|TextField|Toggle|toast)\.tsx?$/.test(id),
                  minShareCount: 4,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
}));
