import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface RunningObjectStore {
  /** The S3_* settings that point the shop at this store. */
  env: Record<string, string>;
  /** Stops answering (an outage); start() brings the same store back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Every request the store has answered, as `METHOD /bucket/key`, oldest first: what the shop asked of it. */
  requests: string[];
  /** Stops it for good and deletes its files. */
  close(): Promise<void>;
}

export const S3RVER_BUCKET = 'shop';

/** A real S3-compatible server (s3rver) on a loopback port, with one empty bucket, its files in a scratch directory. */
export async function startObjectStore(port = 0): Promise<RunningObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3-'));
  let server: S3rver | undefined;
  let boundPort = port;
  const requests: string[] = [];
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port: boundPort, silent: true, directory, configureBuckets: [{ name: S3RVER_BUCKET }] });
    boundPort = (await server.run()).port;
    server.httpServer.on('request', (request: { method?: string; url?: string }) => requests.push(`${request.method} ${request.url?.split('?')[0]}`));
  };
  const stop = async () => {
    if (!server) return;
    const closing = server.close();
    // Keep-alive sockets from the SDK would hold close() open.
    server.httpServer.closeAllConnections();
    await closing;
    server = undefined;
  };
  await start();
  return {
    env: {
      S3_BUCKET: S3RVER_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${boundPort}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
