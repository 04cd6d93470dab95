// Responsive images: every image (seeded file or upload) is also served as WebP in these widths.
export const IMAGE_WIDTHS = [160, 320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** Full-width banners (the home hero) go wider than any product picture. */
export const BANNER_WIDTHS = [640, 1024, 1600] as const;
/** The link-preview image: a square JPEG this wide and high, the picture framed on white. */
export const OG_IMAGE_WIDTH = 1200;

const SOURCE = /^\/(?:images\/[\w./-]+\.(?:svg|png|jpe?g|webp|gif)|objects\/uploads\/[\w-]+)$/;

/** Whether the path is one the image service can resize (a file under /images or an upload). */
export const isResizable = (src: string): boolean => SOURCE.test(src) && !src.includes('..');

export const imageVariantUrl = (src: string, width: number, format: 'webp' | 'jpg' = 'webp'): string => `/_img/${width}w.${format}${src}`;

/**
 * The link-preview image's address: the JPEG variant, its name ending in `.jpg` (`/_img/1200w.jpg/images/x.svg.jpg`),
 * since previews that judge an image by its name took the `.svg` of the source for its format.
 */
export const ogImageUrl = (src: string): string => `${imageVariantUrl(src, OG_IMAGE_WIDTH, 'jpg')}.jpg`;

/** srcset for an image path, or undefined when the path cannot be resized (an external URL). */
export function imageSrcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (!isResizable(src)) return undefined;
  return widths.map((width) => `${imageVariantUrl(src, width)} ${width}w`).join(', ');
}
