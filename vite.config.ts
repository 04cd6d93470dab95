import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const outDir = process.env.BUILD_DIR ?? 'dist/client';

/** Writes .br and .gz beside every text asset once at build time, at maximum compression, for the server to send as-is. */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json|txt|xml)$/.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The page is server-rendered and usable before any script runs, so the app script must not compete with the
 * stylesheet and the main image on a slow link (Vite drops attributes from the entry tag, hence after its rewrite).
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'low-priority-entry',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin') },
  };
}

/**
 * The entry chunk (React DOM, the query client, the router, the shell) is nearly all called while the page hydrates.
 * V8's explicit compile hint on its first line has Chromium compile all of it on the streaming thread while it
 * downloads, instead of function by function on the main thread during hydration (docs/decisions/0017-main-thread-budget.md).
 * Other engines read a comment. Written into the file itself: the minifier drops comments, and Vite puts its own
 * first line on the entry after every plugin's chance to change the code.
 */
function eagerCompileEntry(): Plugin {
  return {
    name: 'eager-compile-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) writeFileSync(join(outDir, chunk.fileName), `//# allFunctionsCalledOnLoad\n${chunk.code}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), lowPriorityEntry(), eagerCompileEntry(), precompress()],
  resolve: { alias: { '@': src } },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    // The server bundle (vite build --ssr) sits beside the client build and is never served.
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    // The server reads the manifest to preload each page's chunks (src/server/web/ssr.ts); every browser the shop
    // supports knows modulepreload, so Vite's polyfill for it is dead weight.
    manifest: !isSsrBuild,
    modulePreload: { polyfill: false },
    // Everything the entry needs statically travels as one file: over 3G each extra request costs a round trip.
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/objects': 'http://localhost:3000',
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
