import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { BANNER_WIDTHS, IMAGE_WIDTHS, isResizable, OG_IMAGE_WIDTH } from '../../shared/images';

const WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...BANNER_WIDTHS, OG_IMAGE_WIDTH]);
const VARIANT = /^(\d+)w\.(webp|jpg)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** The file behind an image path, only inside the built client's /images or the uploads folder. */
function sourceFile(clientDir: string, uploadsDir: string, src: string): string | undefined {
  if (!isResizable(src)) return undefined;
  const [root, relative] = src.startsWith('/objects/uploads/')
    ? [uploadsDir, src.slice('/objects/uploads/'.length)]
    : [join(clientDir, 'images'), src.slice('/images/'.length)];
  const file = resolve(root, relative);
  return file.startsWith(resolve(root) + sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * GET /_img/{width}w.{webp|jpg}/{image path}: a resized copy made with sharp on first request and kept on disk,
 * so a phone downloads the width it shows, not the original.
 */
export default async function imageRoutes(app: FastifyInstance) {
  const { clientDir, dataDir } = app.config;
  const uploadsDir = join(dataDir, 'uploads');
  const cacheDir = join(dataDir, 'cache', 'images');
  mkdirSync(cacheDir, { recursive: true });
  const inFlight = new Map<string, Promise<void>>();

  app.get<{ Params: { variant: string; '*': string } }>('/_img/:variant/*', async (request, reply) => {
    const match = VARIANT.exec(request.params.variant);
    const width = Number(match?.[1]);
    const format = match?.[2] as keyof typeof CONTENT_TYPES | undefined;
    if (!format || !WIDTHS.has(width)) return reply.code(404).send({ message: 'Unknown image size' });
    const src = `/${request.params['*']}`;
    const file = sourceFile(clientDir, uploadsDir, src);
    if (!file) return reply.code(404).send({ message: 'Image not found' });

    const { mtimeMs, size } = statSync(file);
    const key = createHash('sha256').update(`${src}:${mtimeMs}:${size}:${width}:${format}`).digest('hex').slice(0, 32);
    const cached = join(cacheDir, `${key}.${format}`);
    if (!existsSync(cached)) {
      let job = inFlight.get(key);
      if (!job) {
        const temporary = `${cached}.${process.pid}.tmp`;
        // SVGs are rasterised at a density high enough for the widest variant to stay sharp.
        const image = sharp(file, { density: file.endsWith('.svg') ? 200 : undefined, animated: false }).rotate().resize({ width, withoutEnlargement: !file.endsWith('.svg') });
        const encoded = format === 'webp' ? image.webp({ quality: 72, effort: 4 }) : image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
        job = encoded
          .toFile(temporary)
          .then(() => rename(temporary, cached))
          .finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      try {
        await job;
      } catch (error) {
        request.log.warn({ err: error, src }, 'image could not be resized');
        return reply.code(415).send({ message: 'This image cannot be resized' });
      }
    }
    // Uploads never change (a new upload gets a new id); files shipped with the app may change on deploy.
    const maxAge = src.startsWith('/objects/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
    return reply.header('cache-control', maxAge).type(CONTENT_TYPES[format]).send(createReadStream(cached));
  });
}
