import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = 'http://127.0.0.1:8080';

// The browser only ever talks to the gateway; in development Vite forwards to it so that the
// session cookie stays first-party. `vite preview` reuses the same proxy.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    rollupOptions: {
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
});
