import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built SPA on one origin; in development Vite proxies /api to it so cookies
// (session, csrf_token) stay first-party.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
