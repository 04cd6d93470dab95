import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the multi-instance drill (scripts/cluster), apart from the unit and API suites because it
// needs PostgreSQL, Redis and HAProxy on the machine and takes the whole machine for a minute.
export default defineConfig({
  test: {
    include: ['scripts/cluster/*.drill.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
