import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;
export const MAP_HOSTS = ['https://www.google.com', 'https://maps.google.com'] as const;
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The CSP hashes of the inline scripts of the built page (the theme script that must run before first paint).
 * JSON data blocks never run, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes) || !body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Dot-files (.env, .git/…) and source maps are never served, whatever ends up in the client folder. */
function isHiddenFile(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known') || /\.map$/i.test(decoded);
}

export default fp(async function securityHeaders(app: FastifyInstance) {
  const indexFile = join(app.config.clientDir, 'index.html');
  const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        // Radix dialogs lock scrolling with an injected <style>; styles cannot run code, scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [...VIDEO_HOSTS, ...MAP_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over HTTPS (below): over plain HTTP it would be ignored by browsers, and on localhost it misleads.
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if ((request.method === 'GET' || request.method === 'HEAD') && isHiddenFile(request.url.split('?')[0]!)) {
      return reply.code(404).send({ message: 'Not found' });
    }
  });
});
