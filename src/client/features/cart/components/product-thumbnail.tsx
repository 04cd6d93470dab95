import { PLACEHOLDER_IMAGE } from '@/shared/constants';
import { imageSrcSet } from '@/shared/images';
import { cn } from '@/client/lib/utils';

/** A product's main image (or the placeholder) at a fixed box, resized by the image service for small screens. */
export function ProductThumbnail({ images, name, size, sizes, className }: { images: string[]; name: string; size: number; sizes: string; className?: string }) {
  const src = images[0] ?? PLACEHOLDER_IMAGE;
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('rounded-md border bg-muted object-contain', className)}
    />
  );
}
