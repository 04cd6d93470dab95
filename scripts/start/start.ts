// npm start: builds the client only when its sources changed since the last build, then runs the shop.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildIsCurrent, clientSourcesFingerprint, FINGERPRINT_FILE } from './client-sources';

const root = fileURLToPath(new URL('../..', import.meta.url));

if (clientBuildIsCurrent(root)) {
  console.log('The built client matches its sources: starting without a build.');
} else {
  console.log('Building the client (no build yet, or its sources changed since the last one)...');
  // Taken before building, so an edit made during the build is seen as a change next time.
  const fingerprint = clientSourcesFingerprint(root);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(root, FINGERPRINT_FILE), fingerprint);
}

await import('../../src/server/server');
