import { defineConfig } from 'vite';

// Built into web/dist; the service serves it at / when WEB_APP is on. In development (`npm run dev -w web`)
// API calls go to the service on :3000.
export default defineConfig({
  base: '/',
  css: {
    // govuk-frontend 5 is written with @import and global functions: its own deprecations are not ours.
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'slash-div'] } },
  },
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' } },
});
