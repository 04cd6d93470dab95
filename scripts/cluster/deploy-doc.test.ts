import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAPROXY_CONFIG } from './cluster';

describe('docs/deploy.md', () => {
  it('shows the very load balancer configuration the cluster test runs', () => {
    expect(readFileSync('docs/deploy.md', 'utf8')).toContain(readFileSync(HAPROXY_CONFIG, 'utf8'));
  });
});
