import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './precompiled-messages';
import { reactOnPreact } from './preact-compat';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The islands of the public pages: the app's own components, run on Preact (its compat layer speaks React's API in a
 * tenth of react-dom's size), without a router or a query cache. Written beside the app's build, in its `static`.
 */
export default defineConfig({
  plugins: [react(), precompiledMessages()],
  resolve: {
    alias: [
      ...reactOnPreact,
      { find: /^react-router-dom$/, replacement: source('./src/islands/stand-ins/router.tsx') },
      { find: /^@tanstack\/react-query$/, replacement: source('./src/islands/stand-ins/query.ts') },
      { find: '@', replacement: source('./src') },
    ],
  },
  worker: {
    rolldownOptions: { output: { entryFileNames: 'static/islands/[name].[hash].js' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/islands-manifest.json',
    cssCodeSplit: false,
    // Vite's preloading adds a link per chunk an island imports, each a step of script when the page is already
    // painted; the browser follows the imports itself.
    modulePreload: false,
    rolldownOptions: {
      input: source('./src/islands/entry.tsx'),
      output: {
        entryFileNames: 'static/islands/[name].[hash].js',
        chunkFileNames: 'static/islands/[name].[hash].chunk.js',
        // The app's stylesheet styles the page; an island's CSS modules only name its classes.
        assetFileNames: 'static/islands/[name].[hash][extname]',
      },
    },
  },
});
