import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { APP_SHELL_PATH } from './src/shared/web-app.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const outDir = process.env.BUILD_DIR ?? 'dist/client';

/** Writes .br and .gz beside every text asset once at build time, at maximum compression, for the server to send as-is. */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After every other plugin's last step, so the service worker written then is compressed too.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json|txt|xml)$/.test(f))) {
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
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
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
    },
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

/**
 * The service worker (src/client/sw.ts → /sw.js) precaches only the offline shell: the page without content, served
 * by the server at APP_SHELL_PATH (the built index.html, whose hash is its revision), the app's entry script and
 * stylesheet, which the first visit has already put in the browser's HTTP cache, the toaster, which answers the
 * taps of an offline shopper ("You are offline"), and the shell's texts in both languages. Every other script, page
 * and picture is kept as the shopper meets it, so installing costs the first visit little more than the small shell.
 */
function serviceWorker(): Plugin[] {
  const SHELL_MODULES = [
    'index.html',
    'src/client/components/ui/toaster.tsx',
    // The header's and the shared components' texts in both languages: offline, a page in the language the shopper
    // has not browsed in yet still gets its header and the message that it is not saved, instead of a blank page.
    'src/client/components/messages/en.json',
    'src/client/components/messages/sw.json',
  ];
  type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
  const shellFiles = (viteManifest: Record<string, ManifestChunk>) => {
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = viteManifest[key];
      // A module moved or renamed would silently leave the shell incomplete offline.
      if (!chunk) throw new Error(`The service worker's shell names ${key}, which the build does not have`);
      if (files.has(chunk.file)) return;
      [chunk.file, ...(chunk.css ?? [])].forEach((file) => files.add(file));
      chunk.imports?.forEach(add);
    };
    SHELL_MODULES.forEach(add);
    return files;
  };
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/client',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // Registered as a classic worker (lib/service-worker.ts), so one self-contained script, not an ES module.
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      // Named by content hash: no revision needed, and the copy already in the HTTP cache is good.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const shell = shellFiles(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')));
          const manifest = entries.flatMap((item) => {
            if (item.url === 'index.html') return [{ ...item, url: APP_SHELL_PATH }];
            return shell.has(item.url) ? [{ ...item, url: `/${item.url}` }] : [];
          });
          return { manifest };
        },
      ],
    },
  });
}

/**
 * Small modules the home page draws at once and shares with the product screens (the search box, skeletons, the
 * picture placeholder, the slider's arrows) travel as one chunk instead of seven: each file cost the first visit to `/`
 * its own request and import, and its name in the shell's preload map (docs/decisions/0094-home-page-javascript.md).
 * A module here that the build no longer has stops the build, so the list cannot silently go stale.
 */
const STOREFRONT_MODULES = [
  'src/client/components/search-form.tsx',
  'src/client/components/ui/input.tsx',
  'src/client/components/ui/skeleton.tsx',
  'src/client/lib/show-placeholder.ts',
  'src/shared/images.ts',
  'src/client/lib/use-page-title.ts',
  // The names of the catalogs the home page's lower half fetches with its code (HOME_LOWER_MESSAGES).
  'src/client/features/catalog/product-card-messages.ts',
  'src/client/features/wishlist/messages.ts',
];
const storefrontSeen = new Set<string>();
const storefrontGroup = {
  name: 'storefront',
  test: (id: string) => {
    const module = STOREFRONT_MODULES.find((path) => id.replaceAll('\\', '/').endsWith(`/${path}`));
    if (module) storefrontSeen.add(module);
    return Boolean(module);
  },
};
function checkStorefrontGroup(): Plugin {
  return {
    name: 'check-storefront-group',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const missing = STOREFRONT_MODULES.filter((path) => !storefrontSeen.has(path));
      if (missing.length) this.error(`The storefront chunk names modules the build does not have: ${missing.join(', ')}`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    lowPriorityEntry(),
    eagerCompileEntry(),
    checkStorefrontGroup(),
    ...(isSsrBuild ? [] : serviceWorker()),
    precompress(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: src }],
  },
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
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }, storefrontGroup] } } },
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
    // Vitest's default in a run is one fork fewer than the cores: one at a time on a 2-core CI machine, where most
    // files wait on their database, SMTP server or timers. Two at once there halve the PostgreSQL suite (10 → 4 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['src/server/test/global-setup.ts'],
    // Many tests start a shop of their own (migrations, often the demo catalogue): a few seconds on a quiet machine,
    // four times that on a loaded CI runner.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));
