import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, migrateDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// Creating a PGlite cluster takes seconds; loading a migrated copy takes under one. Build the copy once per run.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const file = join(dir, 'template.tar');
  const client = createPglite();
  await migrateDatabase(await openDatabase({ pglite: client }));
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
