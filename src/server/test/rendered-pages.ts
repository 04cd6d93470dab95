import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverEntryPath } from '../web/ssr';

/**
 * A client directory whose pages are rendered by the real server entry (src/client/entry-server.tsx), compiled by
 * Vitest as the app loads it, so a test needs no `npm run build`: pass it as CLIENT_DIR. The page template is the
 * source index.html, which has every marker the built one has; the pictures shipped with the app are the source's too.
 */
export function renderedClientDir(): string {
  const clientDir = mkdtempSync(join(tmpdir(), 'shop-rendered-'));
  copyFileSync('index.html', join(clientDir, 'index.html'));
  symlinkSync(resolve('public/images'), join(clientDir, 'images'));
  const entry = serverEntryPath(clientDir);
  mkdirSync(resolve(entry, '..'), { recursive: true });
  writeFileSync(entry, `export * from ${JSON.stringify(resolve('src/client/entry-server.tsx'))};\n`);
  return clientDir;
}

/** The query state a rendered page carries for the browser to hydrate with: every query's key and data. */
export function pageState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('The page carries no query state');
  return JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}
