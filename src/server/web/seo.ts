import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap';

export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.shop.publicUrl;

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', { config: { pageLimit: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, base)),
  );
}
