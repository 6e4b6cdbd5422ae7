import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './precompiled-messages';
import { reactOnPreact } from './preact-compat';

const apiOrigin = process.env.HARAMBEE_API_ORIGIN ?? 'http://localhost:3000';

/** Vite names these by their content, in both builds, so the server renders the browser's URLs. */
const assetFileNames = (asset: { names: string[] }) =>
  asset.names.some((name) => name.endsWith('.css'))
    ? 'static/css/[name].[hash][extname]'
    : 'static/media/[name].[hash][extname]';

const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // dist/.vite/manifest.json: the server finds a rendered screen's chunks in it and preloads them.
  manifest: true,
  // One stylesheet for every screen: a page the server rendered is styled before any script runs.
  cssCodeSplit: false,
  rolldownOptions: {
    output: {
      entryFileNames: 'static/js/[name].[hash].js',
      chunkFileNames: 'static/js/[name].[hash].chunk.js',
      assetFileNames,
      // What every page runs on is one file, not half a dozen small ones: each request costs a phone a round trip
      // and main-thread time.
      codeSplitting: {
        groups: [
          {
            name: 'framework',
            test: /node_modules[\\/](preact|react-router|react-router-dom|@tanstack)[\\/]/,
          },
        ],
      },
    },
  },
};

/** `vite build --ssr src/entry-server.tsx`: one CommonJS file the server requires, libraries included. */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    output: {
      format: 'cjs' as const,
      entryFileNames: '[name].cjs',
      codeSplitting: false,
      assetFileNames,
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server parses its texts itself: only the browser's build gets them parsed.
  plugins: isSsrBuild ? [react()] : [react(), precompiledMessages()],
  resolve: {
    alias: [
      ...(isSsrBuild ? [] : reactOnPreact),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/uploads': apiOrigin,
      '/.well-known': apiOrigin,
      '/socket.io': { target: apiOrigin, ws: true },
    },
  },
  ssr: { noExternal: true },
  // The libraries bundled into the server build pick their production code, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild ? serverBuild : clientBuild,
}));
