import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeChoice,
  localeFromPath,
  localePath,
  parseLocale,
  type Locale,
} from '../../shared/locale';
import type { ShopSettings } from '../../shared/shop-settings';
import { messageBody } from '../plugins/errors';
import { decodedPath } from '../plugins/request-path';
import { APP_SHELL_PATH, MANIFEST_PATH, SERVICE_WORKER_PATH, webAppManifest } from '../../shared/web-app';
import imageRoutes from './images';
import seoRoutes from './seo';
import { fillTemplate, MAX_PAGE_BYTES } from './page-template';
import { chunkPreloads, headTags, loadRenderer, scriptJson } from './ssr';

const SETTINGS_PLACEHOLDER = '<!--shop-settings-->';
const HEAD_PLACEHOLDER = '<!--page-head-->';
const ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';
const THEME_COLOR = '<meta name="theme-color"';
const BODY_END = '</body>';
// What a hashed asset's answer leaves out (see `setHeaders` below).
const IMMUTABLE_NEEDLESS_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

/** Settings travel as inert JSON (not a script that runs), so the Content-Security-Policy needs no exception. */
export function settingsTag(settings: ShopSettings): string {
  return `<script type="application/json" id="shop-settings">${scriptJson(settings)}</script>`;
}

export default async function webRoutes(app: FastifyInstance) {
  const { clientDir, shop } = app.config;
  await app.register(imageRoutes);
  await app.register(seoRoutes);
  const manifest = JSON.stringify(webAppManifest(shop));
  app.get(MANIFEST_PATH, async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(manifest),
  );
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" (the API still works).`);
    return;
  }
  // The built page's own title and description give way to each page's head tags, and the stylesheet (the one
  // resource first paint waits for) goes ahead of the script preloads that would compete with it for bandwidth.
  const built = readFileSync(indexFile, 'utf8');
  const stylesheets = built.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const template = fillTemplate(built.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, ''), {
    ...Object.fromEntries(stylesheets.map((link) => [link, ''])),
    [THEME_COLOR]: `${stylesheets.join('\n    ')}\n    ${THEME_COLOR}`,
    [SETTINGS_PLACEHOLDER]: `${HEAD_PLACEHOLDER}\n    ${settingsTag(shop)}`,
  });
  const preloads = chunkPreloads(clientDir);
  const page = (
    path: string,
    head: Parameters<typeof headTags>[0] = {},
    body = '',
    modules: string[] = [],
    locale: Locale = DEFAULT_LOCALE,
    state = '',
  ) =>
    fillTemplate(template, {
      [HTML_TAG]: `<html lang="${locale}">`,
      [HEAD_PLACEHOLDER]: [headTags(head, shop, path), preloads(modules)].filter(Boolean).join('\n    '),
      [ROOT]: `<div id="root">${body}</div>`,
      [BODY_END]: state ? `${state}\n  ${BODY_END}` : BODY_END,
    });
  const renderer = await loadRenderer(app);
  if (!renderer) app.log.warn('No server bundle: pages are rendered in the browser only (run "npm run build").');

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // The page template is not a page: `/` serves it filled in, `/index.html` is not found.
    allowedPath: (path) => path !== '/index.html',
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite names built assets by content hash, so they never change; everything else is revalidated. The service
      // worker is asked for on every visit whatever this says, but no-cache also keeps proxies from holding on to an
      // old one, which would keep shoppers on the old deployment's offline shell.
      if (path.endsWith(SERVICE_WORKER_PATH)) reply.header('cache-control', 'no-cache');
      else if (!path.includes('/assets/')) reply.header('cache-control', 'public, max-age=0, must-revalidate');
      else {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        // Nothing to revalidate or resume: an immutable file is never asked for again, and a page's scripts are most
        // of them under 1 KB, where these three headers were a sixth of each answer's bytes.
        for (const name of IMMUTABLE_NEEDLESS_HEADERS) reply.removeHeader(name);
      }
    },
  });

  // The offline shell the service worker precaches: the page with no content, the same for every visitor.
  app.get(APP_SHELL_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(page('/')),
  );

  // A real route rather than the not-found handler, so compression and ETags apply to the page too.
  // Rendering runs database work, so pages count against the per-address page limit (plugins/rate-limits.ts).
  app.get('/*', { config: { pageLimit: true } }, async (request, reply) => {
    // A missing file (a chunk of an older build, say) is not a page: a short answer, not the storefront's 404 screen.
    if (/^\/(api|objects|_img|assets)\//.test(decodedPath(request))) return reply.code(404).send(messageBody(request, 'not_found'));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie');
    // The EN / SW switch's link: the choice is remembered here, so that it holds for a link followed before the page's
    // code has run (the code's own cookie came too late, and a shopper who had chosen Kiswahili was sent back to it).
    const choice = localeChoice(request.url);
    if (choice) {
      reply.setCookie(LOCALE_COOKIE, choice.locale, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      return reply.redirect(choice.address, 302);
    }
    const path = request.url.split('?')[0]!;
    const { locale } = localeFromPath(path);
    // A shopper who chose Kiswahili and opens a plain link gets the page at its Kiswahili address; an address that
    // names a language is always shown in it, so a shared link opens in the language it was shared in.
    if (locale === 'en' && parseLocale(request.cookies[LOCALE_COOKIE]) === 'sw') return reply.redirect(localePath('sw', request.url), 302);
    if (!renderer) return page(path, {}, '', [], locale);
    let result;
    try {
      // Rendered as the visitor sees it, so the browser has no "who am I" call to wait for and redraw after.
      const user = await request.currentUser();
      // Kept nowhere, not even by the browser: its back/forward cache restored a `no-cache` page after sign-out, with
      // the customer's name, e-mail and order in it, for the next person on a shared phone to go Back to.
      if (user) reply.header('cache-control', 'private, no-store');
      result = await renderer.render(shop.publicUrl + request.url, { user, cookie: request.headers.cookie });
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
      return page(path, {}, '', [], locale);
    }
    // An address kept for old links (the home page's /product/{slug}), in whichever spelling the screen's route matched
    // (`/PRODUCT/…`, a trailing slash): one permanent redirect to the screen, never a page that draws nothing. Its
    // answer is empty, not a page.
    if (result.kind === 'redirect') return reply.removeHeader('content-type').redirect(result.location, 301);
    const state = `<script type="application/json" id="query-state">${scriptJson(result.state)}</script>`;
    // A browser-rendered screen still carries who the visitor is (or that nobody is signed in).
    if (result.kind === 'client-only') return page(path, result.head, '', result.modules, locale, state);
    const html = page(path, result.head, result.html, result.modules, locale, state);
    // Every page's parameters are read within its API's limits, so no address makes a page this large; should one
    // ever, the shopper gets the page their browser renders rather than megabytes over mobile data.
    if (Buffer.byteLength(html) > MAX_PAGE_BYTES) {
      request.log.error({ bytes: Buffer.byteLength(html), path }, 'server-rendered page over MAX_PAGE_BYTES: served unrendered');
      return page(path, {}, '', [], locale);
    }
    return reply.code(result.status).send(html);
  });
}
