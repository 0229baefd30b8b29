import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { resolveBuildId } from './src/app/update/build-id-option.ts';

/** The short commit of the checkout being built, or null outside git. */
function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

// The API serves the built SPA on one origin; in development Vite proxies /api to it so cookies
// (session, csrf_token) stay first-party.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // docs/decisions/0043: the service worker precaches the app shell only (never API answers or
    // PDFs); the page drives registration and updates itself (src/app/update/).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The icons and favicon are in globPatterns already; listing them again would precache twice.
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Sladd',
        short_name: 'Sladd',
        description: 'Finn og fjern sensitivt innhold i PDF-dokumenter – for godt.',
        lang: 'nb',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1b2a4a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: scripts, styles, the page, icons, and pdf.js's worker, fonts and character maps
        // so a PDF already in the browser can be shown offline. Source maps are for debugging only.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,pfb,ttf,bcmap}'],
        globIgnores: ['**/*.map'],
        // pdf.js's worker is about 1.2 MB, over Workbox's 2 MiB default only with room to spare.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        // API answers and downloads are never answered from the cache, nor are paths with an
        // extension (the server answers those with a 404, not with the page).
        navigateFallbackDenylist: [/^\/api\//, /^[^?]*\.[a-z0-9]+(\?.*)?$/i],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
  ],
  define: {
    __SLADD_BUILD_ID__: JSON.stringify(
      command === 'build' ? resolveBuildId(process.env.SLADD_BUILD_ID, gitCommit(), new Date()) : 'dev',
    ),
    // Only a build has sw.js (whatever NODE_ENV the build ran with); the development server has none.
    __SLADD_SERVICE_WORKER__: JSON.stringify(command === 'build'),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
}));
