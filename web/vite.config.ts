import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { precompress } from './build/precompress';
import { routePreload } from './build/route-preload';

const gateway = 'http://127.0.0.1:8080';

// A build is always a production build. Vite keeps a NODE_ENV already set in the environment,
// and the e2e global setup builds from inside vitest (NODE_ENV=test): that shipped React's
// development build (+60 KB gzip) and a non-production app to the browser tests.
const productionBuild = (): Plugin => ({
  name: 'ghar-production-build',
  config(_config, { command }) {
    if (command === 'build') process.env.NODE_ENV = 'production';
  },
});

// The browser only ever talks to the gateway; in development Vite forwards to it so that the
// session cookie stays first-party. `vite preview` reuses the same proxy.
// `vite build --ssr src/entry-server.tsx` (the second half of `npm run build`) makes the server
// render's bundle in dist-ssr for the gateway (no preload map, no compressed twins); its
// libraries stay imports, resolved from node_modules.
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    productionBuild(),
    react(),
    tailwindcss(),
    // The three pages visitors land on fetch their route chunks alongside the first scripts.
    !isSsrBuild &&
      routePreload([
        { pattern: '^/$', modules: ['src/app/routes/home.tsx'] },
        {
          pattern: '^/properties/?$',
          modules: [
            'src/app/routes/properties.tsx',
            'src/features/properties/api/listing-schemas.ts',
          ],
        },
        {
          pattern: '^/property/[^/]+/?$',
          modules: [
            'src/app/routes/property-detail.tsx',
            'src/features/properties/api/listing-schemas.ts',
          ],
        },
      ]),
    !isSsrBuild && precompress(),
  ],
  // The texts (src/locales/*/*.json) become JSON.parse('…'): a phone's engine reads a JSON string
  // faster than it builds the same object literal, and English ships in the first chunk.
  json: { stringify: true, namedExports: false },
  // One alias for deep imports: `@/lib/api-client` is src/lib/api-client (web/tsconfig.json too).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // bench/bundle-size.ts reads it to add up what the home page loads first.
    manifest: !isSsrBuild,
    rollupOptions: {
      output: {
        // React and the router change less often than the app: a deploy keeps them cached.
        manualChunks: (id) =>
          /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/.test(id)
            ? 'react'
            : undefined,
        // Rollup splits every module shared by two lazy parts into a chunk of its own: 150 chunks
        // of 40-450 bytes (an icon, a constant), 39 files for the search page. Each file is a
        // request and main-thread work on a phone (Lighthouse counted ~0.4 s of unattributed work
        // on loading them); chunks without side effects under 8 KB are merged into one loaded
        // under the same conditions.
        experimentalMinChunkSize: 8_000,
      },
      // @ghar/contracts is schemas and constants only; declaring it free of side effects lets
      // the bundle keep just the parts a chunk uses instead of every zod schema it defines.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contracts/') },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/uploads': { target: gateway, changeOrigin: true },
    },
  },
}));
