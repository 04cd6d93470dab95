import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ShopSettings } from '../../shared/shop-settings';
import imageRoutes from './images';
import seoRoutes from './seo';

const SETTINGS_PLACEHOLDER = '<!--shop-settings-->';

/** Settings travel as inert JSON (not a script that runs), so the Content-Security-Policy needs no exception. */
export function settingsTag(settings: ShopSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="shop-settings">${json}</script>`;
}

export default async function webRoutes(app: FastifyInstance) {
  const { clientDir, shop } = app.config;
  await app.register(imageRoutes);
  await app.register(seoRoutes);
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" (the API still works).`);
    return;
  }
  const html = readFileSync(indexFile, 'utf8').replace(SETTINGS_PLACEHOLDER, settingsTag(shop));

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite names built assets by content hash, so they never change; everything else is revalidated.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  // A real route rather than the not-found handler, so compression and ETags apply to the page too.
  app.get('/*', async (request, reply) => {
    if (/^\/(api|objects|_img)\//.test(request.url)) return reply.code(404).send({ message: 'Not found' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
