import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientBuildIsCurrent, clientSourcesFingerprint, FINGERPRINT_FILE } from './client-sources';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-start-'));
  for (const dir of ['src/client', 'src/shared', 'src/server', 'dist/client', 'dist/client-ssr']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(root, 'src/client/main.tsx'), 'render();');
  writeFileSync(join(root, 'src/shared/money.ts'), 'export {};');
  writeFileSync(join(root, 'src/server/server.ts'), 'listen();');
  return root;
}

function build(root: string) {
  writeFileSync(join(root, 'dist/client/index.html'), 'built');
  writeFileSync(join(root, 'dist/client-ssr/entry-server.js'), 'built');
  writeFileSync(join(root, FINGERPRINT_FILE), clientSourcesFingerprint(root));
}

describe('npm start builds only when the client sources changed', () => {
  it('builds a fresh clone, then not again until a client or shared source changes', () => {
    const root = project();
    expect(clientBuildIsCurrent(root)).toBe(false);
    build(root);
    expect(clientBuildIsCurrent(root)).toBe(true);

    // Server code and the build's own output are not client sources.
    writeFileSync(join(root, 'src/server/server.ts'), 'listen(3000);');
    writeFileSync(join(root, 'dist/client/extra.js'), 'x');
    expect(clientBuildIsCurrent(root)).toBe(true);

    writeFileSync(join(root, 'src/shared/money.ts'), 'export const KSH = 1;');
    expect(clientBuildIsCurrent(root)).toBe(false);
    build(root);
    writeFileSync(join(root, 'src/client/new-screen.tsx'), 'export {};');
    expect(clientBuildIsCurrent(root)).toBe(false);
  });

  it('rebuilds when a bundle of the last build is missing', () => {
    const missing = project();
    writeFileSync(join(missing, FINGERPRINT_FILE), clientSourcesFingerprint(missing));
    expect(clientBuildIsCurrent(missing)).toBe(false);
  });
});
