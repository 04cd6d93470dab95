import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What `npm run build` reads: a change to any of these makes the built client out of date. */
export const CLIENT_INPUTS = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'public', 'src/client', 'src/shared'];

/** Where the last build's fingerprint is kept, beside the build itself. */
export const FINGERPRINT_FILE = 'dist/.client-sources';

function files(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

/**
 * A fingerprint of the client's sources: their paths and contents, not their times (a fresh clone or a checkout
 * touches every file without changing one).
 */
export function clientSourcesFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const file of CLIENT_INPUTS.flatMap((input) => files(root, input))) {
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when the client was built from exactly these sources (both bundles and the fingerprint are there). */
export function clientBuildIsCurrent(root: string): boolean {
  const fingerprint = join(root, FINGERPRINT_FILE);
  return (
    existsSync(fingerprint) &&
    existsSync(join(root, 'dist/client/index.html')) &&
    existsSync(join(root, 'dist/client-ssr/entry-server.js')) &&
    readFileSync(fingerprint, 'utf8') === clientSourcesFingerprint(root)
  );
}
