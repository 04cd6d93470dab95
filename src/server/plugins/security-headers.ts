import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { MANIFEST_PATH } from '../../shared/web-app';
import { messageBody } from './errors';

export const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;
export const MAP_HOSTS = ['https://www.google.com', 'https://maps.google.com'] as const;
const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
// What pages and API answers share.
const BOTH_SETS = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent only over HTTPS (below): over plain HTTP it would be ignored by browsers, and on localhost it misleads.
  strictTransportSecurity: false,
} as const satisfies HelmetOptions;

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

/**
 * The headers helmet sets for these options, worked out once. Helmet's middleware only ever sets fixed values for
 * fixed options (no nonces here), so running it against a recording response at startup keeps helmet the source of
 * truth while each request just copies a frozen object (docs/decisions/0013-precomputed-security-headers.md).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Dot-files (.env, .git/…) and source maps are never served, whatever ends up in the client folder. */
function isHiddenFile(path: string): boolean {
  // Both need a dot, literal or percent-encoded: most paths (every API route) are cleared without decoding.
  if (!path.includes('.') && !path.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known') || /\.map$/i.test(decoded);
}

/**
 * API answers, Vite's hashed scripts and styles, the resized variants of pictures, and the web app's manifest (JSON)
 * and PNG icons, which every first visit fetches (docs/decisions/0102-card-list-answer.md). Not the SVG pictures or
 * uploads: an SVG opened on its own is a document, and the page policy is what lets it draw with its styles.
 */
const isResource = (url: string) =>
  url.startsWith('/api/') ||
  url.startsWith('/assets/') ||
  url.startsWith('/_img/') ||
  (url.startsWith('/icons/') && /^[^?]*\.png(\?|$)/i.test(url)) ||
  url === MANIFEST_PATH;

/**
 * Pictures anyone may show: uploaded product images and the resized variants of every picture. Web-mail and link
 * previews load them from another origin, which `Cross-Origin-Resource-Policy: same-origin` forbids. Everything
 * else, private files included, keeps same-origin (docs/security.md).
 */
const isPublicImage = (url: string) => url.startsWith('/objects/uploads/') || url.startsWith('/_img/');
const PUBLIC_IMAGE_STATUSES = new Set([200, 206, 304]);

export default fp(async function securityHeaders(app: FastifyInstance) {
  const indexFile = join(app.config.clientDir, 'index.html');
  const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];

  const helmetSet = helmetHeaders({
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
    ...BOTH_SETS,
  });
  const documentHeaders = Object.freeze({ ...helmetSet, 'permissions-policy': PERMISSIONS_POLICY });
  // JSON, the built scripts and styles and the resized picture variants are never rendered as a page: they get the
  // headers that still mean something for them (OWASP's REST list: no framing, no sniffing, and a policy that loads
  // nothing), not the eight that only steer a document, which would be most of the bytes of a small script's answer.
  const resourceHeaders = Object.freeze(
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      ...BOTH_SETS,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );

  // Callback style: this runs on every request, and an async hook costs a promise and a microtask each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isResource(request.url) ? resourceHeaders : documentHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const queryStart = request.url.indexOf('?');
      if (isHiddenFile(queryStart === -1 ? request.url : request.url.slice(0, queryStart))) {
        reply.code(404).send(messageBody(request, 'not_found'));
        return;
      }
    }
    done();
  });

  // Only a picture actually served (or revalidated) is opened to other sites: a missing one answers JSON, which
  // keeps the same-origin policy of every other answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && PUBLIC_IMAGE_STATUSES.has(reply.statusCode) && isPublicImage(request.url)) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done(null, payload);
  });
});
