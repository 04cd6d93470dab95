import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { BANNER_WIDTHS, IMAGE_WIDTHS, isResizable, OG_IMAGE_WIDTH } from '../../shared/images';
import { messageBody } from '../plugins/errors';
import { diskCache, type BlobCache } from '../shared/object-storage';

const WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...BANNER_WIDTHS, OG_IMAGE_WIDTH]);
const VARIANT = /^(\d+)w\.(webp|jpg)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
const UPLOADS = '/objects/uploads/';

/** The file behind an image path shipped with the app, only inside the built client's /images. */
function shippedFile(clientDir: string, src: string): string | undefined {
  const root = join(clientDir, 'images');
  const file = resolve(root, src.slice('/images/'.length));
  return file.startsWith(resolve(root) + sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

interface Source {
  /** Names the variant in its cache: changes whenever the source could. */
  key: string;
  cache: BlobCache;
  /** The source image (bytes or a file path), or null when there is none. */
  load(): Promise<Buffer | string | null>;
  svg: boolean;
}

/**
 * GET /_img/{width}w.{webp|jpg}/{image path}: a resized copy made with sharp on first request and kept, so a phone
 * downloads the width it shows, not the original. Variants of uploads are kept in the object storage beside their
 * original, so every instance makes each one once for all (docs/decisions/0060-shared-image-storage.md); variants
 * of the pictures shipped with the app are kept on this instance's disk, which has the originals too.
 */
export default async function imageRoutes(app: FastifyInstance) {
  const { clientDir, dataDir } = app.config;
  const storage = app.objectStorage;
  const shippedVariants = diskCache(join(dataDir, 'cache', 'images'));
  const inFlight = new Map<string, Promise<Buffer | null>>();

  function sourceOf(src: string, width: number, format: string): Source | undefined {
    if (src.startsWith(UPLOADS)) {
      const id = src.slice(UPLOADS.length);
      // Upload ids are never reused, so the id names the image's bytes for good.
      return { key: `${id}-${width}w.${format}`, cache: storage.variants, load: () => storage.read(id), svg: false };
    }
    const file = shippedFile(clientDir, src);
    if (!file) return undefined;
    const { mtimeMs, size } = statSync(file);
    const key = createHash('sha256').update(`${src}:${mtimeMs}:${size}:${width}:${format}`).digest('hex').slice(0, 32);
    return { key: `${key}.${format}`, cache: shippedVariants, load: async () => file, svg: file.endsWith('.svg') };
  }

  async function makeVariant(source: Source, width: number, format: keyof typeof CONTENT_TYPES): Promise<Buffer | null> {
    const input = await source.load();
    if (input === null) return null;
    // SVGs are rasterised at a density high enough for the widest variant to stay sharp.
    // The link-preview width is framed to a square on white, so it is exactly as big as og:image:width and height say.
    const frame = width === OG_IMAGE_WIDTH ? { height: width, fit: 'contain' as const, background: '#ffffff' } : { withoutEnlargement: !source.svg };
    const image = sharp(input, { density: source.svg ? 200 : undefined, animated: false })
      .rotate()
      .resize({ width, ...frame });
    const encoded =
      format === 'webp' ? image.webp({ quality: 72, effort: 4 }) : image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
    let bytes: Buffer;
    try {
      bytes = await encoded.toBuffer();
    } catch (error) {
      throw Object.assign(new Error('image could not be resized', { cause: error }), { unresizable: true });
    }
    // Kept for next time; a store that fails now only means making it again later.
    await source.cache
      .put(source.key, bytes, CONTENT_TYPES[format])
      .catch((error: unknown) => app.log.warn({ err: error, key: source.key }, 'image variant could not be kept'));
    return bytes;
  }

  type VariantRequest = FastifyRequest<{ Params: { variant: string; '*': string } }>;
  interface Variant {
    src: string;
    source: Source;
    format: keyof typeof CONTENT_TYPES;
    width: number;
  }

  /** The variant the path asks for, or undefined once a 404 is sent. */
  function variantAsked(request: VariantRequest, reply: FastifyReply): Variant | undefined {
    const match = VARIANT.exec(request.params.variant);
    const width = Number(match?.[1]);
    const format = match?.[2] as keyof typeof CONTENT_TYPES | undefined;
    if (!format || !WIDTHS.has(width)) return void reply.code(404).send(messageBody(request, 'image_size_unknown'));
    // The image's path, or the path with the variant's format after it (ogImageUrl): the first that names an image.
    const path = `/${request.params['*']}`;
    const paths = path.endsWith(`.${format}`) ? [path.slice(0, -format.length - 1), path] : [path];
    const [src, source] = paths
      .map((candidate) => [candidate, isResizable(candidate) ? sourceOf(candidate, width, format) : undefined] as const)
      .find(([, found]) => found) ?? [path, undefined];
    if (!source) return void reply.code(404).send(messageBody(request, 'image_not_found'));
    return { src, source, format, width };
  }

  /** The variant made now (and kept), or undefined once a 404 or 415 is sent. */
  async function made({ src, source, format, width }: Variant, request: FastifyRequest, reply: FastifyReply): Promise<Buffer | undefined> {
    // Concurrent requests for one variant share one job.
    let job = inFlight.get(source.key);
    if (!job) {
      job = makeVariant(source, width, format).finally(() => inFlight.delete(source.key));
      inFlight.set(source.key, job);
    }
    try {
      const bytes = await job;
      if (bytes) return bytes;
    } catch (error) {
      if (!(error as { unresizable?: boolean }).unresizable) throw error;
      request.log.warn({ err: error, src }, 'image could not be resized');
      return void reply.code(415).send(messageBody(request, 'image_not_resizable'));
    }
    return void reply.code(404).send(messageBody(request, 'image_not_found'));
  }

  // Uploads never change (a new upload gets a new id); files shipped with the app may change on deploy.
  const withHeaders = (reply: FastifyReply, { src, format }: Variant) =>
    reply
      .header('cache-control', src.startsWith('/objects/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .type(CONTENT_TYPES[format]);

  // Declared before the GET, so Fastify does not make its own HEAD route, which would read the whole variant (from the
  // bucket, with S3) only to throw it away: the size of a kept variant is known without reading it. One not made yet
  // is made now, as the GET that usually follows would: its size is only known then.
  app.head<{ Params: { variant: string; '*': string } }>('/_img/:variant/*', async (request, reply) => {
    const variant = variantAsked(request, reply);
    if (!variant) return reply;
    const size = (await variant.source.cache.size(variant.source.key)) ?? (await made(variant, request, reply))?.length;
    if (size === undefined) return reply;
    return withHeaders(reply, variant).header('content-length', size).send();
  });

  app.get<{ Params: { variant: string; '*': string } }>('/_img/:variant/*', async (request, reply) => {
    const variant = variantAsked(request, reply);
    if (!variant) return reply;
    const bytes = (await variant.source.cache.get(variant.source.key)) ?? (await made(variant, request, reply));
    if (!bytes) return reply;
    return withHeaders(reply, variant).send(bytes);
  });
}
