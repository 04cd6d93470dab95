import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Shoppers pay per megabyte: compress every text answer, and let repeat requests end in 304 Not Modified.
export default fp(async function delivery(app: FastifyInstance) {
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic answers are compressed per request: a fast brotli level keeps CPU low (built assets are precompressed at 11).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
